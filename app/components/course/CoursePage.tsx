import { coursePath, courseImage, findDepartment } from "../../../shared/catalogue/helpers";
import { site } from "../../../shared/catalogue/site";
import type { CourseDetail } from "../../../shared/catalogue";
import { useRootData } from "../../lib/root-data";
import { breadcrumbs, course as courseData } from "../structured-data.server";
import { ServerJsonLd } from "../JsonLd";
import { EnrollmentForm } from "../../forms/EnrollmentForm";
import { Accordion } from "../Accordion";
import { PageBanner } from "../PageBanner";
import { DeferredCourseFeedback, DeferredPlansAndCertificates } from "./Deferred";

function CheckListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section className="course-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="check-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export const COURSE_MODE = "Online: live sessions plus recorded lessons";

export function CoursePage({ course, nextBatch, nextBatchIso }: { course: CourseDetail; nextBatch: string; nextBatchIso: string }) {
  const department = findDepartment(course.department);
  const origin = useRootData()?.origin ?? "";
  const path = coursePath(course);
  return (
    <>
      <ServerJsonLd build={() => courseData(origin, course, path, nextBatchIso, COURSE_MODE)} />
      {department ? (
        <ServerJsonLd
          build={() =>
            breadcrumbs(origin, [
              { name: "Home", path: "/" },
              { name: department.department_name, path: department.link_path },
              { name: course.title, path },
            ])
          }
        />
      ) : null}
      <PageBanner
        title={course.title}
        crumbs={[
          { label: "Home", to: "/" },
          ...(department ? [{ label: department.department_name, to: department.link_path }] : []),
          { label: course.title },
        ]}
        lead={course.summary}
      />
      <div className="container course-layout">
        <div className="course-main">
          <a className="button button--accent course-jump" href="#enroll">
            Enroll in this course
          </a>
          <section className="section course-section" aria-labelledby="about-program">
            <h2 id="about-program">About Program</h2>
            <img className="course-main__image" src={courseImage(course)} alt="" width={640} height={360} {...{ fetchpriority: "high" }} />
            {course.course_desc.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
          <CheckListSection id="objectives" title="Objectives" items={course.objective} />
          <CheckListSection id="eligibility" title="Eligibility" items={course.eligibility} />
          <section className="course-section" aria-labelledby="outline">
            <h2 id="outline">Course Outline</h2>
            <Accordion group="outline" items={course.course_outline.map((o) => ({ id: o.id, title: o.question, body: o.answer }))} />
          </section>
          <DeferredCourseFeedback course={course} />
        </div>
        <aside className="course-aside" aria-label="Enroll">
          <div className="form-card course-aside__card" id="enroll">
            <h2 className="form-card__title">Enroll in {course.title}</h2>
            <dl className="batch-facts">
              <dt>Next batch starts</dt>
              <dd data-testid="next-batch">{nextBatch}</dd>
              <dt>Mode</dt>
              <dd>{COURSE_MODE}</dd>
            </dl>
            <EnrollmentForm courseTitle={course.title} />
            <p className="form-card__note">
              A course adviser confirms your seat and plan by phone or at{" "}
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
            </p>
          </div>
        </aside>
      </div>
      <DeferredPlansAndCertificates />
    </>
  );
}
