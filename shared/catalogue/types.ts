// The catalogue's entities. The field names are the ones the pages, the REST gateway and every
// export use, so all of them speak the same names.

export type DepartmentSlug =
  "computerscience" | "management" | "civil" | "biotechnology" | "ece" | "mechanical";

export interface Department {
  id: number;
  slug: DepartmentSlug;
  department_name: string;
  /** One or two sentences shown on the department card. */
  department_details: string;
  /** Text such as '(120 Reviews)'. */
  department_reviews: string;
  rating: number;
  rating_num: string;
  link_path: `/${DepartmentSlug}`;
}

export interface OutlineItem {
  id: number;
  /** The topic title. */
  question: string;
  /** The topic description. */
  answer: string;
}

export interface CourseDetail {
  id: number;
  slug: string;
  department: DepartmentSlug;
  title: string;
  /**
   * Short names and other words visitors type for the course that its own texts do not
   * always contain (nobody writes "ML" in a Machine Learning outline); the course finder
   * ranks them like the course name.
   */
  searchTerms?: string[];
  /** One sentence (about 20 words) for course cards. */
  summary: string;
  /** 'About Program': two or three paragraphs. */
  course_desc: string[];
  /** Objectives, one per entry. */
  objective: string[];
  /** Who can join, one condition per entry. */
  eligibility: string[];
  course_outline: OutlineItem[];
  /** 'Check our Curriculum' text. */
  check_curriculum: string;
  /** Path of a real file under public/, or absent. */
  download?: `/${string}`;
  /** Tools and skills learnt, used by the course finder and structured data. */
  skills: string[];
}

/** A card as shown on the landing and department pages; derived from CourseDetail. */
export interface CourseCard {
  id: number;
  Image: string;
  price: string;
  course_tag_name: string;
  course_name: string;
  course_detail: string;
  auth_name: string;
  link_path: string;
}

export interface FeatureItem {
  id: number;
  logo: string;
  feature_name: string;
  feature_detail: string;
}

export interface Trainer {
  id: number;
  name: string;
  designation: string;
  about: string;
  image: string;
  /** Profile page of the trainer, or absent. */
  profile?: string;
}

export interface Testimonial {
  id: number;
  alum_name: string;
  /** Course, college or role line shown under the name. */
  role: string;
  feedback: string;
  image: string;
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export interface PlanFeature {
  text: string;
  /** Shown struck out: not part of this plan. */
  excluded?: boolean;
}

export interface PricingPlan {
  id: number;
  /** Price in rupees before GST. */
  price: number;
  course_type: string;
  course_description: PlanFeature[];
  color?: string;
}

export interface Logo {
  name: string;
  image: string;
}

export interface SiteIdentity {
  brandName: string;
  legalName: string;
  tagline: string;
  supportEmail: string;
  phone: string;
  website: string;
  address: {
    street: string;
    locality: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  social: { name: string; href: string }[];
}
