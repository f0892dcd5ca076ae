import type { Department } from "./types";

export const departments: Department[] = [
  {
    id: 1,
    slug: "computerscience",
    department_name: "Computer Science",
    department_details:
      "Build apps, websites, cloud systems and machine-learning models, with projects reviewed by engineers who ship software for a living.",
    department_reviews: "(120 Reviews)",
    rating: 5,
    rating_num: "5",
    link_path: "/computerscience",
  },
  {
    id: 2,
    slug: "management",
    department_name: "Management",
    department_details:
      "Marketing, finance, people and data skills for business roles, taught through live campaigns, case studies and real datasets.",
    department_reviews: "(96 Reviews)",
    rating: 5,
    rating_num: "5",
    link_path: "/management",
  },
  {
    id: 3,
    slug: "civil",
    department_name: "Civil",
    department_details:
      "Drafting, structural analysis and site planning with the software used in design offices and on construction projects.",
    department_reviews: "(64 Reviews)",
    rating: 5,
    rating_num: "5",
    link_path: "/civil",
  },
  {
    id: 4,
    slug: "biotechnology",
    department_name: "BioTechnology",
    department_details:
      "From sequence databases to gene cloning and nanomaterials: the methods behind modern life-science research and industry.",
    department_reviews: "(58 Reviews)",
    rating: 5,
    rating_num: "5",
    link_path: "/biotechnology",
  },
  {
    id: 5,
    slug: "ece",
    department_name: "ECE",
    department_details:
      "Chip design, robots and connected devices: hands-on electronics with simulators, development boards and hardware description languages.",
    department_reviews: "(82 Reviews)",
    rating: 5,
    rating_num: "5",
    link_path: "/ece",
  },
  {
    id: 6,
    slug: "mechanical",
    department_name: "Mechanical",
    department_details:
      "Engines, vehicle styling and electric drivetrains, with the analysis and modelling tools the automotive industry relies on.",
    department_reviews: "(71 Reviews)",
    rating: 5,
    rating_num: "5",
    link_path: "/mechanical",
  },
];

export const findDepartment = (slug: string) => departments.find((d) => d.slug === slug);
