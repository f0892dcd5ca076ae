// A course's curriculum on one printable page, built from its outline: where the course
// page's 'Check our Curriculum' leads. Server-rendered, no script needed except for the
// print button, which only saves a trip to the browser's menu.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { findDepartment } from "#shared/catalogue/departments";
import { coursePath, curriculumPath } from "#shared/catalogue/helpers";
import { findCourse } from "../lib/catalogue.server";
import { PageBanner } from "../components/PageBanner";
import { pageMeta } from "../lib/meta";
import { notFound } from "../lib/responses.server";

export function loader({ params }: LoaderFunctionArgs) {
  const course = findCourse(params.department ?? "", params.course ?? "");
  if (!course) throw notFound();
  // Only what the page shows goes to the browser, not the course's whole entry.
  const shown = [
    "title",
    "summary",
    "department",
    "slug",
    "course_outline",
    "objective",
    "check_curriculum",
    "skills",
    "download",
  ] as const;
  return Object.fromEntries(shown.map((key) => [key, course[key]])) as Pick<
    typeof course,
    (typeof shown)[number]
  >;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Page not found" }];
  return pageMeta({
    matches,
    path: curriculumPath(coursePath(data)),
    title: `${data.title} Curriculum`,
    description: `The ${data.course_outline.length} modules of the ${data.title} course and internship, what each covers, and what you will be able to do at the end: a page to read or print.`,
  });
};

function PrintButton() {
  return (
    <button type="button" className="button button--ghost js-only" onClick={() => window.print()}>
      Print this curriculum
    </button>
  );
}

export default function CurriculumPage() {
  const course = useLoaderData<typeof loader>();
  const department = findDepartment(course.department);
  const path = coursePath(course);
  return (
    <>
      <PageBanner
        title={`${course.title} Curriculum`}
        crumbs={[
          { label: "Home", to: "/" },
          ...(department ? [{ label: department.department_name, to: department.link_path }] : []),
          { label: course.title, to: path },
          { label: "Curriculum" },
        ]}
        lead={course.summary}
      />
      <article className="section container container--narrow curriculum">
        <p className="curriculum__intro">{course.check_curriculum}</p>
        <div className="curriculum__actions">
          <PrintButton />
          {course.download ? (
            <a className="button button--ghost" href={course.download} download>
              Download the curriculum
            </a>
          ) : null}
          <Link className="button" to={`${path}#enroll`}>
            Enroll in {course.title}
          </Link>
        </div>

        <h2 id="modules">{course.course_outline.length} modules</h2>
        <ol className="curriculum__modules" aria-labelledby="modules">
          {course.course_outline.map((module, index) => (
            <li key={module.id} className="curriculum__module">
              <h3>
                <span className="curriculum__number">Module {index + 1}</span> {module.question}
              </h3>
              <p>{module.answer}</p>
            </li>
          ))}
        </ol>

        <h2 id="outcomes">By the end you will be able to</h2>
        <ul className="check-list" aria-labelledby="outcomes">
          {course.objective.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>

        <h2 id="tools">Tools and skills</h2>
        <ul className="curriculum__skills" aria-labelledby="tools">
          {course.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>

        <p className="curriculum__back">
          <Link to={path}>Back to the {course.title} course</Link>
        </p>
      </article>
    </>
  );
}
