// The catalogue's small records, re-exported for the server and tests. Browser code
// imports the one module it needs (./site, ./faqs ...) so a page's chunk contains only
// what it shows; course texts (./courses) reach pages through loaders only.

export * from "./types";
export { departments, findDepartment } from "./departments";
export {
  plans,
  formatRupees,
  GST_RATE,
  GST_PERCENT,
  planPrice,
  priceText,
  totalText,
} from "./plans";
export { site, telHref, addressLines } from "./site";
export { mainFaqs, ambassadorFaqs } from "./faqs";
export { homeTestimonials, ambassadorTestimonials } from "./testimonials";
export { trainers } from "./trainers";
export { featuresFor } from "./features";
export { catalogueSizeOf, inWords, inWordsCapitalised, type CatalogueSize } from "./size";
export { partners, paymentMethods, ratingBadges, certificateImages } from "./logos";
export { callbackCourseOptions, callbackCoursePlaceholder } from "./callback-options";

export {
  coursePath,
  curriculumPath,
  courseImage,
  popularCoursePaths,
  cardCounters,
} from "./helpers";
