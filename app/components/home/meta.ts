import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "../../utils/meta";

/** / and /home show the same page; both name / as canonical. */
export const homeMeta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/",
    title: "Aptora Learning | Online Courses, Internships and Certificates",
    description:
      "Learn online with live and recorded classes in 26 courses across 6 departments, build real projects with a mentor, and earn course and internship certificates.",
  });
