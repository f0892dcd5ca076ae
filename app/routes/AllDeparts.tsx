import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { departments } from "#shared/catalogue/departments";
import { catalogueSizeOf, inWordsCapitalised } from "#shared/catalogue/size";
import { DepartmentCardView } from "../components/Cards";
import { CourseFinderForm, CourseFinderResults } from "../components/CourseFinder";
import { PageBanner } from "../components/PageBanner";
import { departmentCourseCounts, findCourses, withNextBatch } from "../lib/catalogue.server";
import { pageMeta } from "../lib/meta";

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => [
  ...pageMeta({
    matches,
    path: "/AllDeparts",
    title: "All Departments and Courses",
    description: `Browse ${data ? `${catalogueSizeOf(data.counts).courses} ` : ""}online courses in Computer Science, Management, Civil, BioTechnology, ECE and Mechanical, each with a mentored project and certificates.`,
  }),
  ...(location.search ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const department = departments.some((d) => d.slug === params.get("department"))
    ? params.get("department")!
    : "";
  const searching = q !== "" || department !== "";
  return {
    q,
    department,
    counts: departmentCourseCounts(),
    results: searching ? withNextBatch(context, findCourses(q, department || null)) : null,
  };
}

export default function AllDeparts() {
  const { q, department, counts, results } = useLoaderData<typeof loader>();
  const size = catalogueSizeOf(counts);
  return (
    <>
      <PageBanner
        title="All Departments"
        crumbs={[{ label: "Home", to: "/" }, { label: "All Departments" }]}
        lead={`${inWordsCapitalised(size.departments)} departments, ${size.courses} courses. Search by topic or tool, or pick a department.`}
      />
      <section className="section container">
        <CourseFinderForm q={q} department={department} />
        {results ? (
          <CourseFinderResults q={q} department={department} results={results} />
        ) : (
          <>
            {/* The department cards' own headings (h3) sit under this one in the page's outline. */}
            <h2 className="visually-hidden">Departments</h2>
            <div className="card-grid">
              {departments.map((d) => (
                <DepartmentCardView key={d.slug} department={d} courseCount={counts[d.slug]} />
              ))}
            </div>
          </>
        )}
      </section>
    </>
  );
}
