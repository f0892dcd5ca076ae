import type { PricingPlan } from "./types";

/** GST on every plan: 18 per cent of the plan's price, shown inside the total a student pays. */
export const GST_PERCENT = 18;
export const GST_RATE = GST_PERCENT / 100;

/**
 * Hours of recorded sessions every plan has at least; the live plans add 16 to 24 hours with a
 * trainer.
 */
export const RECORDED_HOURS = 30;
export const LIVE_HOURS = { from: 16, to: 24 } as const;

const recorded = `${RECORDED_HOURS}+ hrs of recorded sessions`;
const live = `${LIVE_HOURS.from}-${LIVE_HOURS.to} hrs of live sessions`;
const lms = "6 months of LMS access";
const doubts = "Doubt-clearing sessions";
const completion = "Course completion certificate";
const internship = "Internship completion certificate";
const excellence = "Certificate of excellence";
const mocks = "Mock interviews";
const resume = "Resume-building sessions";
const mnc = "MNC-recognised certificate";

export const selfLearningPlan: PricingPlan = {
  id: 1,
  price: 5000,
  course_type: "Self Learning",
  course_description: [
    { text: recorded },
    { text: lms },
    { text: "1 minor and 1 major project" },
    { text: doubts },
    { text: completion },
    { text: internship },
    { text: excellence, excluded: true },
    { text: mocks, excluded: true },
    { text: resume, excluded: true },
    { text: mnc, excluded: true },
    { text: "Live sessions", excluded: true },
  ],
};

export const expertLedPlan: PricingPlan = {
  id: 2,
  price: 7000,
  course_type: "Expert Led learning",
  color: "featured",
  course_description: [
    { text: live },
    { text: recorded },
    { text: lms },
    { text: "1 minor and 1 major project" },
    { text: doubts },
    { text: completion },
    { text: internship },
    { text: excellence },
    { text: mocks },
    { text: resume },
    { text: mnc },
  ],
};

export const advancedPlan: PricingPlan = {
  id: 3,
  price: 10000,
  course_type: "Advanced",
  course_description: [
    { text: live },
    { text: recorded },
    { text: lms },
    { text: "2 minor and 2 major projects" },
    { text: doubts },
    { text: completion },
    { text: internship },
    { text: excellence },
    { text: mocks },
    { text: resume },
    { text: mnc },
  ],
};

/** The three plans, in the order the pricing section shows them. */
export const plans: PricingPlan[] = [selfLearningPlan, expertLedPlan, advancedPlan];

/** A plan's price before tax, its GST and the total a student pays, in whole rupees. */
export interface PlanPrice {
  price: number;
  gst: number;
  total: number;
}

/**
 * GST is rounded to the nearest rupee, half a rupee and more going up, as tax amounts are
 * rounded in India; the total is the price plus that GST. Whole numbers only: the
 * percentage is applied to whole rupees, so no fraction of a paisa is ever carried.
 */
export function planPrice(plan: Pick<PricingPlan, "price">): PlanPrice {
  const gst = Math.round((plan.price * GST_PERCENT) / 100);
  return { price: plan.price, gst, total: plan.price + gst };
}

const indianDigits = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** '₹1,00,000': the rupee sign and Indian digit grouping. */
export const formatRupees = (amount: number) => `₹${indianDigits.format(amount)}`;

/** '₹5,900 incl. GST': what a student pays, where there is room for one figure only. */
export const totalText = (plan: Pick<PricingPlan, "price">) =>
  `${formatRupees(planPrice(plan).total)} incl. GST`;

/** '₹5,000 + ₹900 GST': the parts of the total. */
export function partsText(plan: Pick<PricingPlan, "price">): string {
  const { price, gst } = planPrice(plan);
  return `${formatRupees(price)} + ${formatRupees(gst)} GST`;
}

/** '₹5,900 incl. GST (₹5,000 + ₹900 GST)': the total first, its parts beside it. */
export const priceText = (plan: Pick<PricingPlan, "price">) =>
  `${totalText(plan)} (${partsText(plan)})`;

/** The plan of this name (as a lead's context stores it), when the catalogue still has it. */
export const planByName = (name: string): PricingPlan | undefined =>
  plans.find((plan) => plan.course_type === name);

/** A plan's name in an address or a form field: 'Expert Led learning' -> 'expert-led-learning'. */
export const planSlug = (plan: Pick<PricingPlan, "course_type">) =>
  plan.course_type
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The plan an address or a form names by its slug, when there is one. */
export const planBySlug = (slug: string): PricingPlan | undefined =>
  plans.find((plan) => planSlug(plan) === slug);
