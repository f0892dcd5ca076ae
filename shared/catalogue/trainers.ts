import type { Trainer } from "./types";

export const trainers: Trainer[] = [
  {
    id: 1,
    name: "Vikram Menon",
    designation: "Senior Cloud Engineer, 9 years in industry",
    about:
      "Designs and runs cloud infrastructure for product teams, and teaches learners to deploy, monitor and secure real applications rather than toy examples.",
    image: "/images/people/trainer-1.svg",
  },
  {
    id: 2,
    name: "Dr. Shalini Rao",
    designation: "Biotechnology Researcher and Lecturer, 11 years in research",
    about:
      "Has led laboratory teams in molecular biology and bioinformatics, and helps students connect textbook concepts with the methods used in modern research labs.",
    image: "/images/people/trainer-2.svg",
  },
  {
    id: 3,
    name: "Arjun Chatterjee",
    designation: "Marketing and Strategy Consultant, 8 years in industry",
    about:
      "Advises growing businesses on digital marketing and brand strategy, and brings live campaign data and practical case studies into every management session.",
    image: "/images/people/trainer-3.svg",
  },
  {
    id: 4,
    name: "Neha Joshi",
    designation: "Embedded Systems Design Engineer, 7 years in industry",
    about:
      "Builds firmware and circuit designs for connected devices, and guides learners from their first blinking LED to complete working hardware prototypes.",
    image: "/images/people/trainer-4.svg",
  },
];
