import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { findDepartment } from "#shared/catalogue/departments";
import { departmentCourseCards, withNextBatch } from "../lib/catalogue.server";
import { CourseCardView } from "../components/Cards";
import { PageBanner } from "../components/PageBanner";
import { pageMeta } from "../lib/meta";
import { JsonLd } from "../components/JsonLd";
import { useRootData } from "../lib/root-data";
import { breadcrumbs, departmentTrail } from "../lib/structured-data";
import { notFound } from "../lib/responses.server";

export function loader({ params, context }: LoaderFunctionArgs) {
  const department = findDepartment(params.department ?? "");
  if (!department) throw notFound();
  return {
    slug: department.slug,
    cards: withNextBatch(context, departmentCourseCards(department.slug)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const department = data && findDepartment(data.slug);
  if (!department) return [{ title: "Page not found" }];
  return pageMeta({
    matches,
    path: department.link_path,
    title: `${department.department_name} Courses`,
    description: `${department.department_details} ${data.cards.length} online courses with mentored projects and certificates.`,
  });
};

export default function DepartmentPage() {
  const { slug, cards } = useLoaderData<typeof loader>();
  const origin = useRootData()?.origin ?? "";
  const department = findDepartment(slug);
  if (!department) return null;
  return (
    <>
      <JsonLd data={breadcrumbs(origin, departmentTrail(department))} />
      <PageBanner
        title={department.department_name}
        crumbs={[
          { label: "Home", to: "/" },
          { label: "All Departments", to: "/AllDeparts" },
          { label: department.department_name },
        ]}
        lead={department.department_details}
      />
      <section className="section container" aria-label={`${department.department_name} courses`}>
        <div className="card-grid">
          {cards.map((card) => (
            <CourseCardView key={card.id} card={card} headingLevel={2} />
          ))}
        </div>
      </section>
    </>
  );
}
