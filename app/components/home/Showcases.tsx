import { island } from "../Island";
import type { TestimonialsProps } from "./Testimonials";
import { TestimonialsSlider as ServerTestimonialsSlider } from "./testimonials.server";

/**
 * The testimonials slider for pages that show it below their first screen (/campusAmb):
 * its code and keen-slider load once it is about to be seen (see Island.tsx).
 */
export const TestimonialsSlider = island<TestimonialsProps>(ServerTestimonialsSlider, () =>
  import("./Testimonials").then((m) => m.TestimonialsSlider),
);
