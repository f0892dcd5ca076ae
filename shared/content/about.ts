import { inWords, type CatalogueSize } from "../catalogue/size";

export const aboutIntroFor = (size: CatalogueSize): string[] => [
  `Aptora Learning is an online learning and internship provider run by Aptora Learning Private Limited, based in India. We offer ${size.courses} courses across ${inWords(size.departments)} departments: Computer Science, Management, Civil, BioTechnology, ECE and Mechanical. Depending on the plan they choose, learners follow recorded sessions at their own pace or combine them with live classes led by a trainer.`,
  "We started with a simple observation: many students finish their degree knowing the theory but have never built anything on their own or worked in a team to a deadline. Every course therefore ends in practical work, with at least one minor project completed individually and one major project built in a group of 8 to 10 learners under a mentor. Certificates are issued only after that work has been evaluated, so they stand for something real.",
];

export const mission: string =
  "Our mission is to give every student, whatever their college, branch or city, a practical route from classroom learning to industry-ready skills. We do this through affordable online courses taught by working professionals, projects that mirror real assignments, mentors who give honest feedback, and certificates that are earned through evaluated work rather than attendance alone.";

export const vision: string =
  "We want to become the first place Indian students turn to when they want to learn a skill properly and prove it. We see a future in which every graduate leaves college with a portfolio of real projects, experience of working in a team and the confidence to walk into an interview knowing they can do the job.";

/**
 * Why learners choose us, quoting the lowest price a student pays ('₹5,900 incl. GST'), which
 * the page's loader works out from the plans: the plans stay out of the page's script.
 */
export const whyChooseUs = (lowestPrice: string): { title: string; text: string }[] => [
  {
    title: "Live and recorded learning",
    text: "Attend live sessions to ask questions as you go, and rely on the recordings, which are mailed to you if you miss a live class, to revise or catch up whenever you need to.",
  },
  {
    title: "Projects with a mentor",
    text: "Complete a minor project on your own and a major project in a group of 8 to 10, with a mentor who reviews your progress and helps your team when it gets stuck.",
  },
  {
    title: "Certificates that mean something",
    text: "Your certificates are issued after your projects have been evaluated, so they reflect skills you have actually used rather than hours spent watching videos.",
  },
  {
    title: "Flexible and affordable",
    text: `New batches start every month, no prior knowledge is needed, and three plans from ${lowestPrice} let you choose the level of support that suits you.`,
  },
];
