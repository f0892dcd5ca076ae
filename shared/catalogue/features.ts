import type { CatalogueSize } from "./size";
import { inWords } from "./size";
import type { FeatureItem } from "./types";

export const featuresFor = (size: CatalogueSize): FeatureItem[] => [
  {
    id: 1,
    logo: "/images/icons/feature-courses.svg",
    feature_name: "Multifaceted courses",
    feature_detail: `Choose from ${size.courses} courses across ${inWords(size.departments)} departments, from Computer Science and Management to Civil, BioTechnology, ECE and Mechanical, each taught through live classes, recorded sessions and hands-on projects.`,
  },
  {
    id: 2,
    logo: "/images/icons/feature-internship.svg",
    feature_name: "Internship",
    feature_detail:
      "Work on a major project in a team of 8 to 10 learners under a dedicated mentor, with deadlines and reviews that give you a real taste of how work is done in industry.",
  },
  {
    id: 3,
    logo: "/images/icons/feature-certificate.svg",
    feature_name: "Certificate",
    feature_detail:
      "Earn certificates that reflect real effort: they are issued only after your projects have been evaluated, so they show recruiters what you have actually built and learnt.",
  },
];
