// The catalogue that pages may ship to the browser: small records only. Course texts
// (26 courses, 138 topics) live in ./courses and reach pages through loaders, so that
// no page downloads the whole catalogue.
import type { CourseDetail } from "./types";
import { departments } from "./departments";

export * from "./types";
export { departments } from "./departments";
export { plans, planPriceWithGst, formatRupees, GST_RATE } from "./plans";
export { site, telHref, addressLines } from "./site";
export { mainFaqs, ambassadorFaqs } from "./faqs";
export { homeTestimonials, ambassadorTestimonials } from "./testimonials";
export { trainers } from "./trainers";
export { features } from "./features";
export { partners, paymentMethods, ratingBadges, certificateImages } from "./logos";
export { callbackCourseOptions, callbackCoursePlaceholder } from "./callback-options";

export const findDepartment = (slug: string) => departments.find((d) => d.slug === slug);

export const coursePath = (course: Pick<CourseDetail, "department" | "slug">) =>
  `/${course.department}/${course.slug}`;

export const courseImage = (course: Pick<CourseDetail, "slug">) => `/images/courses/${course.slug}.svg`;

/** The popular courses on the landing page (spec section 2). */
export const popularCoursePaths = [
  "/computerscience/appdevelopment",
  "/management/digitalmarketing",
  "/computerscience/cybersecurity",
] as const;

/** Fixed counters shown on every course card (spec section 9). */
export const cardCounters = { learners: 25, lessons: 35 } as const;
