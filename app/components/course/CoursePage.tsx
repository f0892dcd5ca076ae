import { useRef } from "react";
import { findDepartment } from "#shared/catalogue/departments";
import { courseImage } from "#shared/catalogue/helpers";
import { site } from "#shared/catalogue/site";
import type { CourseDetail } from "#shared/catalogue";
import type { BatchView } from "#shared/catalogue/batches";
import { JsonLd } from "../JsonLd";
import { NextBatch } from "../NextBatch";
import { WhatsAppLink } from "../WhatsAppLink";
import { EnrollmentForm } from "~/forms/EnrollmentForm";
import { Accordion } from "../Accordion";
import { PageBanner } from "../PageBanner";
import { SectionLink } from "../SectionLink";
import { CourseFeedback } from "./CourseFeedback";
import { FOCUS_ENROLLMENT, useEnrollmentFocus } from "./enrollment-focus";
import { PlansAndCertificates } from "./PlansAndCertificates";

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

interface CoursePageProps {
  course: CourseDetail;
  nextBatch: BatchView;
  /** The wa.me link to an adviser, when the site has a WhatsApp number. */
  whatsApp: string | null;
  /** The page's schema.org blocks, built by the loader on the server. */
  structuredData: unknown[];
}

export function CoursePage({ course, nextBatch, whatsApp, structuredData }: CoursePageProps) {
  const department = findDepartment(course.department);
  const enrollHeading = useRef<HTMLHeadingElement>(null);
  useEnrollmentFocus(enrollHeading);
  return (
    <>
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
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
          <SectionLink
            className="button button--accent course-jump"
            section="enroll"
            state={FOCUS_ENROLLMENT}
          >
            Enroll in this course
          </SectionLink>
          <section className="section course-section" aria-labelledby="about-program">
            <h2 id="about-program">About Program</h2>
            <img
              className="course-main__image"
              src={courseImage(course)}
              alt=""
              width={640}
              height={360}
              {...{ fetchpriority: "high" }}
            />
            {course.course_desc.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
          <CheckListSection id="objectives" title="Objectives" items={course.objective} />
          <CheckListSection id="eligibility" title="Eligibility" items={course.eligibility} />
          <section className="course-section" aria-labelledby="outline">
            <h2 id="outline">Course Outline</h2>
            <Accordion
              group="outline"
              items={course.course_outline.map((o) => ({
                id: o.id,
                title: o.question,
                body: o.answer,
              }))}
            />
          </section>
          <CourseFeedback course={course} />
        </div>
        <aside className="course-aside" aria-label="Enroll">
          <div className="form-card course-aside__card" id="enroll">
            {/* Focused from a link to the form (tabIndex -1: by script, never by Tab). */}
            <h2 className="form-card__title" ref={enrollHeading} tabIndex={-1}>
              Enroll in {course.title}
            </h2>
            <div className="batch-facts">
              <NextBatch batch={nextBatch} />
              <dl>
                <dt>Mode</dt>
                <dd>{COURSE_MODE}</dd>
              </dl>
            </div>
            {whatsApp ? <WhatsAppLink href={whatsApp} className="button--block" /> : null}
            <EnrollmentForm courseTitle={course.title} />
            <p className="form-card__note">
              A course adviser confirms your seat and plan by phone or at{" "}
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
            </p>
          </div>
        </aside>
      </div>
      <PlansAndCertificates />
    </>
  );
}
