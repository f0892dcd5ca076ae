import type { CourseDetail } from "../../../shared/catalogue";
import { island } from "../Island";
import { CourseFeedback, PlansAndCertificates } from "./below-fold.server";

/** Parts of the course page below its first screen: their code loads as they come near (see Island.tsx). */
export const DeferredCourseFeedback = island<{ course: CourseDetail }>(CourseFeedback, () =>
  import("./CourseFeedback").then((m) => m.CourseFeedback),
);

export const DeferredPlansAndCertificates = island<Record<string, never>>(PlansAndCertificates, () =>
  import("./PlansAndCertificates").then((m) => m.PlansAndCertificates),
);
