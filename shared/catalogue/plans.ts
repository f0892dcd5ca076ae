import type { PricingPlan } from "./types";

/** GST added on top of every plan price (spec section 9). */
export const GST_RATE = 0.18;

const recorded = "30+ hrs of recorded sessions";
const lms = "6 months of LMS access";
const doubts = "Doubt-clearing sessions";
const completion = "Course completion certificate";
const internship = "Internship completion certificate";
const excellence = "Certificate of excellence";
const mocks = "Mock interviews";
const resume = "Resume-building sessions";
const mnc = "MNC-recognised certificate";

export const plans: PricingPlan[] = [
  {
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
  },
  {
    id: 2,
    price: 7000,
    course_type: "Expert Led learning",
    color: "featured",
    course_description: [
      { text: "16-24 hrs of live sessions" },
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
  },
  {
    id: 3,
    price: 10000,
    course_type: "Advanced",
    course_description: [
      { text: "16-24 hrs of live sessions" },
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
  },
];

const rupees = new Intl.NumberFormat("en-IN");
export const formatRupees = (amount: number) => `Rs ${rupees.format(amount)}`;

/** A plan's name in an address or a form field: 'Expert Led learning' -> 'expert-led-learning'. */
export const planSlug = (plan: Pick<PricingPlan, "course_type">) =>
  plan.course_type
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The plan an address or a form names by its slug, when there is one. */
export const planBySlug = (slug: string): PricingPlan | undefined => plans.find((plan) => planSlug(plan) === slug);
