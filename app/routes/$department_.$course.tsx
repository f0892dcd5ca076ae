import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { findDepartment } from "#shared/catalogue/departments";
import { coursePath } from "#shared/catalogue/helpers";
import { findCourse, nextBatchOf } from "../lib/catalogue.server";
import { courseChatText, whatsAppHref } from "../lib/whatsapp.server";
import { COURSE_MODE, CoursePage } from "../components/course/CoursePage";
import { leadAction } from "../lib/lead-action.server";
import { noticesFor } from "../lib/privacy.server";
import { pageMeta } from "../lib/meta";
import { notFound } from "../lib/responses.server";
import { breadcrumbs, course as courseData } from "../lib/structured-data";

function courseFrom(params: LoaderFunctionArgs["params"]) {
  const course = findCourse(params.department ?? "", params.course ?? "");
  if (!course) throw notFound();
  return course;
}

export function loader({ params, context }: LoaderFunctionArgs) {
  const course = courseFrom(params);
  const path = coursePath(course);
  const nextBatch = nextBatchOf(context, path);
  const department = findDepartment(course.department);
  // Built here, on the server: the schema.org builders stay out of the page's script.
  const structuredData = [
    courseData(context.origin, course, path, nextBatch.start, COURSE_MODE),
    ...(department
      ? [
          breadcrumbs(context.origin, [
            { name: "Home", path: "/" },
            { name: department.department_name, path: department.link_path },
            { name: course.title, path },
          ]),
        ]
      : []),
  ];
  return {
    course,
    nextBatch,
    whatsApp: whatsAppHref(context.services.config, courseChatText(course.title)),
    structuredData,
    ...noticesFor(context.services.config, "enrollment"),
  };
}

export const action = (args: ActionFunctionArgs) => {
  const course = courseFrom(args.params);
  const path = coursePath(course);
  return leadAction(args, {
    form: "enrollment",
    url: `${args.context.origin}${path}`,
    successPath: path,
  });
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const course = data?.course;
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
  const { course, nextBatch, whatsApp, structuredData } = useLoaderData<typeof loader>();
  return (
    <CoursePage
      course={course}
      nextBatch={nextBatch}
      whatsApp={whatsApp}
      structuredData={structuredData}
    />
  );
}
