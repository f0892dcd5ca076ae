import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/meta";
import type { HomeLoader } from "./home-loader.server";

/** / and /home show the same page; both name / as canonical. */
export const homeMeta: MetaFunction<HomeLoader> = ({ matches, data }) => {
  // The counts come with the page's data (absent on an error page).
  const size = data?.size;
  const classes = size
    ? `live and recorded classes in ${size.courses} courses across ${size.departments} departments`
    : "live and recorded classes";
  return pageMeta({
    matches,
    path: "/",
    title: "Aptora Learning | Online Courses, Internships and Certificates",
    description: `Learn online with ${classes}, build real projects with a mentor, and earn course and internship certificates.`,
  });
};
