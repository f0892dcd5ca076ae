// Exactly the payloads of spec section 7: these builders are the only place a stored
// record is shaped, for the pages and the REST gateway alike.
import { callbackDate, localDateTime } from "../../shared/dates";
import type { Ambassador, Callback, Contact, Enrollment, FormId, Newsletter } from "../../shared/forms";

export const listNames = {
  callback: "RCB Leads",
  contact: "contactForm",
  ambassador: "Campus Ambassador",
  enrollment: "courseFormData",
  newsletter: "newsletter",
} as const satisfies Record<FormId, string>;

export interface RecordContext {
  now: Date;
  timeZone: string;
  /** Call-back: the path of the page the form was on. */
  source: string;
  /** Enrollment: the full address of the course page. */
  url: string;
}

export const recordBuilders = {
  callback: (o: Callback, c: RecordContext) => ({
    fullName: o.fullName,
    phone: o.phone,
    email: o.email,
    course: o.course,
    date: callbackDate(c.now, c.timeZone),
    source: c.source,
  }),
  contact: (o: Contact, c: RecordContext) => ({
    name: o.name,
    email: o.email,
    subject: o.subject,
    message: o.message,
    date: localDateTime(c.now, c.timeZone),
  }),
  ambassador: (o: Ambassador, c: RecordContext) => ({
    fullName: o.fullName,
    phone: o.phone,
    email: o.email,
    college: o.college,
    graduation_year: o.graduation_year,
    date: localDateTime(c.now, c.timeZone),
  }),
  enrollment: (o: Enrollment, c: RecordContext) => ({
    fullName: o.fullName,
    email: o.email,
    contactNumber: o.contactNumber,
    instituteName: o.instituteName,
    url: c.url,
    date: localDateTime(c.now, c.timeZone),
  }),
  newsletter: (o: Newsletter, c: RecordContext) => ({
    email: o.email,
    date: localDateTime(c.now, c.timeZone),
  }),
} as const;
