import type { LoaderFunctionArgs } from "@remix-run/node";
import { noticesFor } from "~/lib/privacy.server";
import {
  catalogueSize,
  departmentCourseCounts,
  popularCourseCards,
  withNextBatch,
} from "~/lib/catalogue.server";
import { departments } from "#shared/catalogue/departments";
import { mainFaqs } from "#shared/catalogue/faqs";
import { featuresFor } from "#shared/catalogue/features";
import { partners, ratingBadges } from "#shared/catalogue/logos";
import { homeTestimonials } from "#shared/catalogue/testimonials";
import { trainers } from "#shared/catalogue/trainers";
import { homeIntro } from "#shared/content/home";
import { organization } from "~/lib/structured-data";

/**
 * Texts and lists of the home page reach it as data, not in its script (decision 0004);
 * the schema.org block is built here, on the server.
 */
export const homeLoader = ({ context }: LoaderFunctionArgs) => ({
  popular: withNextBatch(context, popularCourseCards()),
  departments,
  counts: departmentCourseCounts(),
  size: catalogueSize(),
  intro: homeIntro(catalogueSize()),
  features: featuresFor(catalogueSize()),
  trainers,
  testimonials: homeTestimonials,
  faqs: mainFaqs,
  partners,
  ratingBadges,
  organization: organization(context.origin),
  ...noticesFor(context.services.config, "callback"),
});
export type HomeLoader = typeof homeLoader;
