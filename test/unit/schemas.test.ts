// Every rule of spec section 5 with its exact message. The browser's live checks and
// the server's actions call these same functions, so one table proves both.
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  dialogs,
  leadForms,
  pickFields,
  validateField,
  validateForm,
  type FormId,
} from "#shared/forms";
import { MESSAGES } from "../support/spec-rules";

const REQUIRED = "This field is required.";
const NAME = "Name can only contain alphabets and spaces.";
const PHONE = "Invalid phone number. Please enter 10 digits.";
const EMAIL = "Invalid email address.";
const ENROLLMENT_PHONE = "Phone number must be 10 digits.";
// Not in the spec: recorded in docs/decisions/0016.
const CONTROL = "Please remove invisible control characters from this field.";
const NOT_TEXT = MESSAGES.notText;

type Row = [FormId, string, string, string | undefined];

const rows: Row[] = [
  // call-back
  ["callback", "fullName", "", REQUIRED],
  ["callback", "fullName", "Asha Rao", undefined],
  ["callback", "fullName", "Asha R4o", NAME],
  ["callback", "fullName", "Asha-Rao", NAME],
  // A name needs letters; a combining mark only after a letter.
  ["callback", "fullName", "\u0301\u0301\u0301", NAME],
  ["callback", "fullName", "\u0301Asha", NAME],
  ["callback", "fullName", "Asha \u0301Rao", NAME],
  ["callback", "fullName", "Jose\u0301 Rao", undefined],
  ["callback", "fullName", "Se\u0301\u0300n", undefined],
  ["callback", "fullName", "अनु शर्मा", undefined],
  ["callback", "fullName", "Asha\u0000", NAME],
  ["callback", "phone", "9876543210", undefined],
  ["callback", "phone", "6000000000", undefined],
  ["callback", "phone", "5876543210", PHONE],
  ["callback", "phone", "987654321", PHONE],
  ["callback", "phone", "98765432101", PHONE],
  ["callback", "phone", "98765a3210", PHONE],
  ["callback", "email", "asha@example.com", undefined],
  ["callback", "email", "asha@mail.example.c", undefined],
  ["callback", "email", "asha@example", EMAIL],
  ["callback", "email", "a b@example.com", EMAIL],
  ["callback", "email", "asha@exa mple.com", EMAIL],
  ["callback", "email", "@example.com", EMAIL],
  ["callback", "email", "asha@.com", EMAIL],
  ["callback", "email", "asha@example.", EMAIL],
  ["callback", "email", "asha.example.com", EMAIL],
  ["callback", "email", "asha@example.com.", EMAIL],
  ["callback", "email", "asha@@example.com", EMAIL],
  ["callback", "email", "a.s-h_a+1%@my-mail.example.com", undefined],
  ["callback", "email", "asha@example.c0m", EMAIL],
  ["callback", "email", `asha@example.${"a".repeat(64)}`, EMAIL],
  ["callback", "email", `asha@example.${"a".repeat(63)}`, undefined],
  ["callback", "course", "", REQUIRED],
  ["callback", "course", "AWS", undefined],
  ["callback", "course", "Nanoscience/Nanotechnology", undefined],
  ["callback", "course", "Select a course", "Please choose a course from the list."],
  // contact
  ["contact", "name", "", REQUIRED],
  ["contact", "name", "   ", REQUIRED],
  ["contact", "name", "R. K. Das 2", undefined],
  ["contact", "email", "", REQUIRED],
  ["contact", "email", "rk@example.com", undefined],
  ["contact", "email", "rk@", EMAIL],
  ["contact", "subject", "", REQUIRED],
  ["contact", "message", "", REQUIRED],
  ["contact", "message", "x".repeat(3001), "Please keep this under 3000 characters."],
  // Control characters: refused in single-line fields; a message keeps newline and tab.
  ["contact", "name", "Ravi\u0000Kumar", CONTROL],
  ["contact", "name", "Ravi\tKumar", CONTROL],
  ["contact", "subject", "Batch\u001b[31m dates", CONTROL],
  ["contact", "subject", "Batch\u0007", CONTROL],
  ["contact", "subject", "Batch\u007f", CONTROL],
  ["contact", "subject", "Batch\u0085", CONTROL],
  ["contact", "subject", "Batch dates", undefined],
  ["contact", "message", "Line one\nLine two\tindented", undefined],
  ["contact", "message", "Line one\r\nLine two", undefined],
  ["contact", "message", "Line one\rLine two", undefined],
  ["contact", "message", "Ring\u0007", CONTROL],
  ["contact", "message", "Nul\u0000", CONTROL],
  ["contact", "message", "Escape\u001b", CONTROL],
  ["contact", "message", "Form feed\u000c here", CONTROL],
  ["enrollment", "fullName", "Dev\u0000", CONTROL],
  ["enrollment", "instituteName", "IIT\u001f", CONTROL],
  // ambassador
  ["ambassador", "fullName", "Meera Nair", undefined],
  ["ambassador", "fullName", "Meera_Nair", NAME],
  ["ambassador", "college", "Govt Engineering College", undefined],
  ["ambassador", "college", "College No 5", NAME],
  ["ambassador", "college", "\u0300\u0301", NAME],
  ["ambassador", "phone", "1234567890", undefined],
  ["ambassador", "phone", "12345", PHONE],
  ["ambassador", "phone", "123456789", PHONE],
  ["ambassador", "phone", "12345678901", PHONE],
  ["ambassador", "phone", "x1234567890", PHONE],
  ["ambassador", "phone", "1234567890x", PHONE],
  // Separators and a leading +91, 91 or 0 are dropped (phone-formats.test.ts).
  ["ambassador", "phone", "12345 67890", undefined],
  ["ambassador", "phone", "12345 6789", PHONE],
  ["ambassador", "email", "meera@college.edu", undefined],
  ["ambassador", "email", "meera.college.edu", EMAIL],
  ["ambassador", "email", "me era@college.edu", EMAIL],
  ["ambassador", "email", "meera@", EMAIL],
  ["ambassador", "email", "meera@college", EMAIL],
  ["ambassador", "email", `meera@college.${"e".repeat(63)}`, undefined],
  ["ambassador", "email", `meera@college.${"e".repeat(64)}`, EMAIL],
  ["ambassador", "email", "meera@college.e", undefined],
  ["ambassador", "graduation_year", "", REQUIRED],
  ["ambassador", "graduation_year", "2019", undefined],
  ["ambassador", "graduation_year", "2024", undefined],
  ["ambassador", "graduation_year", "2018", "Please choose a graduation year from the list."],
  ["ambassador", "graduation_year", "2025", "Please choose a graduation year from the list."],
  // enrollment
  ["enrollment", "fullName", "", REQUIRED],
  ["enrollment", "fullName", "Dev 2", undefined],
  ["enrollment", "instituteName", "  ", REQUIRED],
  ["enrollment", "instituteName", "IIT (BHU)", undefined],
  ["enrollment", "contactNumber", "0123456789", undefined],
  ["enrollment", "contactNumber", "12345678", ENROLLMENT_PHONE],
  ["enrollment", "contactNumber", "012345678", ENROLLMENT_PHONE],
  ["enrollment", "contactNumber", "11234567891", ENROLLMENT_PHONE],
  // Eleven digits after a leading 0 (the trunk prefix) are ten.
  ["enrollment", "contactNumber", "01234567891", undefined],
  ["enrollment", "contactNumber", "a0123456789", ENROLLMENT_PHONE],
  ["enrollment", "contactNumber", "0123456789a", ENROLLMENT_PHONE],
  ["enrollment", "contactNumber", "", REQUIRED],
  ["callback", "phone", "", REQUIRED],
  ["callback", "phone", "x9876543210", PHONE],
  ["callback", "phone", "9876543210x", PHONE],
  ["callback", "phone", " 9876543210 ", undefined],
  ["enrollment", "email", "dev@example.org", undefined],
  ["enrollment", "email", "dev@@example.org", EMAIL],
  // newsletter
  ["newsletter", "email", "", REQUIRED],
  ["newsletter", "email", "reader@example.com", undefined],
  ["newsletter", "email", "reader", EMAIL],
];

describe.each(rows)("%s.%s = %j", (form, field, value, message) => {
  it(message ? `says '${message}'` : "is accepted", () => {
    expect(validateField(form, field, value)).toBe(message);
  });
});

describe("submit-time dialogs", () => {
  const validCallback = {
    fullName: "Asha Rao",
    phone: "9876543210",
    email: "asha@example.com",
    course: "AWS",
  };

  it("call-back: a missing field gives 'Please fill in all required fields.'", () => {
    const result = validateForm("callback", { ...validCallback, email: "" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.dialog).toEqual({
        title: "Submission Error",
        text: "Please fill in all required fields.",
      });
  });

  it("call-back: a live error gives 'Please fix validation errors before submitting.'", () => {
    const result = validateForm("callback", { ...validCallback, phone: "12" });
    if (result.success) throw new Error("expected failure");
    expect(result.dialog).toEqual({
      title: "Submission Error",
      text: "Please fix validation errors before submitting.",
    });
    expect(result.fieldErrors).toEqual({ phone: PHONE });
  });

  it.each(["contact", "enrollment"] as const)(
    "%s: 'Validation Error' for empty and invalid alike",
    (form) => {
      const empty = validateForm(form, {});
      if (empty.success) throw new Error("expected failure");
      expect(empty.dialog).toEqual({
        title: "Validation Error",
        text: "Please fill in all fields correctly before submitting.",
      });
    },
  );

  it("ambassador: the visitor sees only the generic submission error", () => {
    const result = validateForm("ambassador", { fullName: "M1" });
    if (result.success) throw new Error("expected failure");
    expect(result.dialog).toEqual({
      title: "Submission Error",
      text: "There was an error submitting the data. Please try again later.",
    });
  });

  it("success and failure dialogs have exactly these titles and texts", () => {
    expect(dialogs.callback.success).toEqual({
      title: "Success!",
      text: "Data submitted successfully!",
    });
    expect(dialogs.contact.success.text).toBe("Your message has been sent!");
    expect(dialogs.enrollment.success.text).toBe("Your enrollment has been recorded!");
    expect(dialogs.ambassador.success.text).toBe("Data submitted successfully!");
    expect(dialogs.contact.failure).toEqual({
      title: "Submission Error",
      text: "Something went wrong. Please try again later.",
    });
    expect(dialogs.callback.failure.text).toBe(
      "There was an error submitting the data. Please try again later.",
    );
  });

  it("ignores unknown fields, non-text values and __proto__", () => {
    const input = JSON.parse(
      '{"fullName":"Asha Rao","phone":"9876543210","email":"asha@example.com","course":"AWS","admin":"yes","__proto__":{"polluted":"1"}}',
    ) as unknown;
    const result = validateForm("callback", input);
    expect(result.success).toBe(true);
    if (result.success)
      expect(Object.keys(result.output).sort()).toEqual(["course", "email", "fullName", "phone"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const wrongTypes = validateForm("callback", {
      fullName: ["a"],
      phone: 9876543210,
      email: null,
      course: {},
    });
    expect(wrongTypes.success).toBe(false);
  });
});

describe("input that is not text (a JSON client)", () => {
  const validCallback = {
    fullName: "Asha Rao",
    phone: "9876543210",
    email: "asha@example.com",
    course: "AWS",
  };

  it("a JSON number for phone gets the phone's own message, not 'required'", () => {
    const result = validateForm("callback", { ...validCallback, phone: 9876543210 });
    if (result.success) throw new Error("expected failure");
    expect(result.fieldErrors).toEqual({ phone: PHONE });
    expect(result.dialog).toEqual({
      title: "Submission Error",
      text: "Please fix validation errors before submitting.",
    });
  });

  it("each field responds to a value that is not text with its own message", () => {
    const callback = validateForm("callback", {
      fullName: 7,
      phone: true,
      email: ["a@example.com"],
      course: { AWS: 1 },
    });
    if (callback.success) throw new Error("expected failure");
    expect(callback.fieldErrors).toEqual({
      fullName: NAME,
      phone: PHONE,
      email: EMAIL,
      course: "Please choose a course from the list.",
    });
    const enrollment = validateForm("enrollment", {
      fullName: 1,
      email: "dev@example.org",
      contactNumber: 123456789,
      instituteName: false,
    });
    if (enrollment.success) throw new Error("expected failure");
    expect(enrollment.fieldErrors).toEqual({
      fullName: NOT_TEXT,
      contactNumber: ENROLLMENT_PHONE,
      instituteName: NOT_TEXT,
    });
    const ambassador = validateForm("ambassador", {
      fullName: "Meera Nair",
      phone: 1234567890,
      email: "m@college.edu",
      college: "Govt College",
      graduation_year: 2024,
    });
    if (ambassador.success) throw new Error("expected failure");
    expect(ambassador.fieldErrors).toEqual({
      phone: PHONE,
      graduation_year: "Please choose a graduation year from the list.",
    });
  });

  it("null and absent fields are missing", () => {
    const result = validateForm("callback", { ...validCallback, phone: null, email: undefined });
    if (result.success) throw new Error("expected failure");
    expect(result.fieldErrors).toEqual({ phone: REQUIRED, email: REQUIRED });
    expect(result.dialog.text).toBe("Please fill in all required fields.");
  });
});

describe("reading the fields of a post", () => {
  it("keeps only the form's own fields, as text, from anything", () => {
    expect({ ...pickFields("newsletter", { email: "a@example.com", extra: "x" }) }).toEqual({
      email: "a@example.com",
    });
    for (const input of [null, undefined, "email=a@example.com", 42, ["a@example.com"]])
      expect({ ...pickFields("newsletter", input) }).toEqual({ email: "" });
    expect({ ...pickFields("newsletter", { email: 42 }) }).toEqual({ email: "" });
    expect(Object.getPrototypeOf(pickFields("newsletter", {}))).toBeNull();
    expect({
      ...pickFields("newsletter", Object.create({ email: "inherited@example.com" })),
    }).toEqual({ email: "" });
  });

  it("reports every field missing for a body that is not an object", () => {
    for (const input of [null, undefined, "text", 42]) {
      const result = validateForm("newsletter", input);
      expect(result.success === false && result.fieldErrors).toEqual({ email: REQUIRED });
    }
    const inherited = validateForm("newsletter", Object.create({ email: "inherited@example.com" }));
    expect(inherited.success === false && inherited.fieldErrors).toEqual({ email: REQUIRED });
  });

  it("has no message for a field the form does not have", () => {
    for (const name of ["unknown", "__proto__", "constructor", "toString"])
      expect(validateField("callback", name, "x")).toBeUndefined();
  });
});

describe("stored text", () => {
  it("is stored in NFC, whatever normalisation the browser sent", () => {
    const nfd = "Cafe\u0301 de\u0301but";
    const result = validateForm("contact", {
      name: "Rene\u0301 Dube\u0301",
      email: "rene@example.com",
      subject: nfd,
      message: `${nfd}\r\nsecond line`,
    });
    if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
    expect(result.output).toEqual({
      name: "Ren\u00e9 Dub\u00e9",
      email: "rene@example.com",
      subject: "Caf\u00e9 d\u00e9but",
      message: "Caf\u00e9 d\u00e9but\nsecond line",
    });
  });
});

describe("what the API's schemas say and take beyond the spec's fields", () => {
  const source = leadForms.callback.api.extras.entries.source;

  it("describe the phone field and the call-back's source, as the OpenAPI document shows them", () => {
    expect(v.getDescription(leadForms.callback.schema.entries.phone)).toBe(
      "10 digits; spaces, dashes, dots, parentheses and a leading +91, 91 or 0 are accepted and dropped.",
    );
    expect(v.getDescription(source.wrapped)).toBe("Path of the page the form was on.");
  });

  it("take a call-back's source only as a path of printable characters, 200 at most", () => {
    expect(v.safeParse(source, `/${"a".repeat(199)}`).success).toBe(true);
    for (const wrong of [`/${"a".repeat(200)}`, "/a b", "/a\n", "a/b"])
      expect(v.safeParse(source, wrong).success, JSON.stringify(wrong)).toBe(false);
  });
});
