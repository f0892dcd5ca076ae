import { ENROLL_DAYS_BEFORE } from "./batch-calendar";
import {
  advancedPlan,
  expertLedPlan,
  GST_PERCENT,
  priceText,
  selfLearningPlan,
  totalText,
} from "./plans";
import { inWords } from "./size";
import type { FaqItem } from "./types";

export const mainFaqs: FaqItem[] = [
  {
    id: 1,
    question: "How are the classes conducted?",
    answer:
      "All training is online and combines live sessions with recorded ones: the Expert Led Learning and Advanced plans include live classes with a trainer as well as recordings, while the Self Learning plan is built on recorded sessions that you follow at your own pace. Live classes are held at fixed times so that you can ask questions as you go. You only need a laptop or desktop and a stable internet connection.",
  },
  {
    id: 2,
    question: "What happens if I miss a live session?",
    answer:
      "You do not lose the class. The recording of every session is mailed to you, so you can watch it at a time that suits you and catch up before the next class. If something is still unclear after watching, you can raise it with your trainer or mentor in the following session.",
  },
  {
    id: 3,
    question: "When does the next batch start?",
    answer: `A new batch of every course starts each month, and enrolment for it usually closes ${inWords(ENROLL_DAYS_BEFORE)} days before it starts. Every course page and course card shows the next start date and the last day to enrol for it. You can enrol at any time and you will be placed in the next batch you can still join; its start date is confirmed by email after enrolment.`,
  },
  {
    id: 4,
    question: "Do I need any prior knowledge to join a course?",
    answer:
      "No, there are no specific prerequisites. Every course starts from the fundamentals and builds up step by step, so students from any year or branch can follow it. Basic familiarity with using a computer and the internet is enough to get started.",
  },
  {
    id: 5,
    question: "What projects will I work on?",
    answer:
      "Each course includes one minor project that you complete on your own and one major project that you build as part of a team; learners on the Advanced plan take on two of each. For the major project, learners are placed in groups of 8 to 10, and each group is guided by its own mentor. The projects are where you apply what you learn in class to a practical problem.",
  },
  {
    id: 6,
    question: "Will I receive a certificate, and when?",
    answer:
      "Yes. Certificates are issued after your projects have been evaluated, not simply for attending classes. Every plan includes a course completion certificate and an internship completion certificate, and the Expert Led Learning and Advanced plans add a certificate of excellence and an MNC-recognised certificate.",
  },
  {
    id: 7,
    question: "Can I get a refund or cancel my enrolment?",
    answer:
      "Our courses are non-refundable, and the sale is final once you have enrolled. A booked seat cannot be cancelled, but if your plans change you can ask to postpone to a later batch. The full details are set out in our Refund Policy.",
  },
  {
    id: 8,
    question: "How do I pay, and is GST included in the price?",
    answer: `Yes. Every price we show is the full amount you pay, with ${GST_PERCENT}% GST already in it, and nothing is added when you pay: Self Learning is ${priceText(selfLearningPlan)}, Expert Led Learning ${priceText(expertLedPlan)} and Advanced ${priceText(advancedPlan)}. You pay online through a secure payment gateway when you enrol, and a receipt is sent to your registered email once the payment goes through.`,
  },
  {
    id: 9,
    question: "What is the difference between the three plans?",
    answer: `Self Learning (${totalText(selfLearningPlan)}) gives you recorded sessions, six months of access to the learning platform, doubt-clearing sessions, a minor and a major project, and the completion and internship certificates. Expert Led Learning (${totalText(expertLedPlan)}) adds 16 to 24 hours of live sessions with a trainer, mock interviews, resume-building sessions, and the certificate of excellence and MNC-recognised certificate. Advanced (${totalText(advancedPlan)}) includes everything in Expert Led Learning with two minor and two major projects instead of one of each.`,
  },
  {
    id: 10,
    question: "How does the internship work?",
    answer:
      "The internship is completed online and is built around the major group project. Your group of 8 to 10 learners works to a brief with deadlines, regular check-ins and reviews from your mentor, much as a small team would in a company. Once the project has been evaluated, you receive your internship certificate.",
  },
  {
    id: 11,
    question: "How can I contact the support team?",
    answer:
      "You can write to us through the form on our Contact page or email the support address listed in the footer of every page. Please mention your registered email and course name so that we can find your details quickly and reply without delay.",
  },
];

export const ambassadorFaqs: FaqItem[] = [
  {
    id: 1,
    question: "Who can apply to become a Campus Ambassador?",
    answer:
      "The programme is open to students who are currently enrolled in a college or university, from any branch and any year. You do not need to have taken one of our courses. What matters most is that you are active on campus and enjoy talking to people.",
  },
  {
    id: 2,
    question: "How much time will the role take?",
    answer:
      "The role is designed to fit around your classes and exams. Most ambassadors spend a few hours a week on it, and you can plan your activities around your own timetable. There are no fixed working hours.",
  },
  {
    id: 3,
    question: "Is the Campus Ambassador role paid?",
    answer:
      "It is not a salaried position, but ambassadors earn rewards and incentives based on their activity and the learners they bring in. These may include referral incentives, course discounts and merchandise. Details of the current reward structure are shared when you are selected.",
  },
  {
    id: 4,
    question: "What does a Campus Ambassador actually do?",
    answer:
      "An ambassador is our point of contact on campus. You tell fellow students about our courses and internships, share updates in student groups, help organise workshops or webinars, and pass on feedback from your peers to our team.",
  },
  {
    id: 5,
    question: "Will I receive a certificate for the work I do?",
    answer:
      "Yes. Ambassadors who complete their term and meet their goals receive a Certificate Of Excellence from Aptora Learning. It recognises the leadership, communication and organising skills you have shown, and it can be added to your resume and professional profiles.",
  },
];
