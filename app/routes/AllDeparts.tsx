import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { departments } from "../../shared/catalogue/departments";
import { departmentCourseCounts } from "../lib/catalogue.server";
import { DepartmentCardView } from "../components/Cards";
import { PageBanner } from "../components/PageBanner";
import { pageMeta } from "../utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/AllDeparts",
    title: "All Departments and Courses",
    description:
      "Browse 26 online courses in Computer Science, Management, Civil, BioTechnology, ECE and Mechanical, each with a mentored project and certificates.",
  });

export const loader = () => json({ counts: departmentCourseCounts() });

export default function AllDeparts() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner
        title="All Departments"
        crumbs={[{ label: "Home", to: "/" }, { label: "All Departments" }]}
        lead="Six departments, 26 courses. Pick a department to see its courses."
      />
      <section className="section container">
        <div className="card-grid">
          {departments.map((d) => (
            <DepartmentCardView key={d.slug} department={d} courseCount={counts[d.slug]} />
          ))}
        </div>
      </section>
    </>
  );
}
