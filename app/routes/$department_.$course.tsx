import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { coursePath, findCourse, findDepartment } from "../../shared/catalogue";
import { displayDate, nextBatchStart } from "../../shared/dates";
import { CoursePage } from "../components/course/CoursePage";
import { leadAction } from "../lib/lead-action.server";
import { getConfig, siteOrigin } from "../lib/site.server";
import { pageMeta } from "../utils/meta";
import { notFound } from "../utils/responses";

function courseFrom(params: LoaderFunctionArgs["params"]) {
  const course = findCourse(params.department ?? "", params.course ?? "");
  if (!course) throw notFound();
  return course;
}


export { formRouteHeaders as headers } from "../utils/headers";
export async function loader({ params }: LoaderFunctionArgs) {
  const course = courseFrom(params);
  const batch = nextBatchStart(new Date(), getConfig().SITE_TIME_ZONE);
  return json({ department: course.department, slug: course.slug, nextBatch: displayDate(batch) });
}

export const action = (args: ActionFunctionArgs) => {
  const course = courseFrom(args.params);
  const path = coursePath(course);
  return leadAction(args, { form: "enrollment", url: `${siteOrigin(args.request)}${path}`, successPath: `${path}#enroll` });
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const course = data && findCourse(data.department, data.slug);
  if (!course) return [{ title: "Page not found" }];
  const department = findDepartment(course.department);
  return pageMeta({
    matches,
    path: coursePath(course),
    title: `${course.title} Course and Internship`,
    description: `${course.summary} ${department?.department_name ?? ""} department, live and recorded sessions, mentored projects and certificates.`,
  });
};

export default function CourseRoute() {
  const data = useLoaderData<typeof loader>();
  const course = findCourse(data.department, data.slug);
  if (!course) return null;
  return <CoursePage course={course} nextBatch={data.nextBatch} />;
}
