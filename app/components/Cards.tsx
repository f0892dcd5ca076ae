import { Link } from "@remix-run/react";
import { cardCounters, curriculumPath } from "#shared/catalogue/helpers";
import type { Department } from "#shared/catalogue";
import type { DatedCourseCard } from "#shared/catalogue/batches";
import { NextBatch } from "./NextBatch";

export function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <img key={i} src="/images/icons/star.svg" alt="" width={16} height={16} />
      ))}
    </span>
  );
}

/** A course card with its course's next batch (from the loader: app/lib/catalogue.server.ts). */
export function CourseCardView({
  card,
  headingLevel = 3,
}: {
  card: DatedCourseCard;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card course-card">
      <img
        className="course-card__image"
        src={card.Image}
        alt=""
        width={640}
        height={360}
        loading="lazy"
      />
      <div className="card__body">
        <p className="tag">{card.course_tag_name}</p>
        <Heading className="card__title">
          <Link to={card.link_path}>{card.course_name}</Link>
        </Heading>
        <p className="card__text">{card.course_detail}</p>
        <NextBatch batch={card.nextBatch} className="course-card__batch" />
        <ul className="course-card__counters" aria-label="Course figures">
          {[
            { ...cardCounters.learners, icon: "/images/icons/counter-learners.svg" },
            { ...cardCounters.lessons, icon: "/images/icons/counter-lessons.svg" },
          ].map((counter) => (
            <li key={counter.label}>
              <img src={counter.icon} alt="" width={20} height={20} />
              <span>
                <strong>{counter.value}</strong> {counter.label}
              </span>
            </li>
          ))}
        </ul>
        <div className="course-card__actions">
          <Link
            to={card.link_path}
            className="button button--small"
            aria-hidden="true"
            tabIndex={-1}
          >
            View Details
          </Link>
          <Link to={curriculumPath(card.link_path)} className="course-card__curriculum">
            Curriculum<span className="visually-hidden"> of {card.course_name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

export function DepartmentCardView({
  department,
  newTab = false,
  courseCount,
}: {
  department: Department;
  newTab?: boolean;
  courseCount: number;
}) {
  return (
    <article className="card department-card">
      <img
        src={`/images/departments/${department.slug}.svg`}
        alt=""
        width={72}
        height={72}
        loading="lazy"
      />
      <h3 className="card__title">
        <Link to={department.link_path} {...(newTab ? { target: "_blank", rel: "noopener" } : {})}>
          {department.department_name}
          {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
        </Link>
      </h3>
      <p className="card__text">{department.department_details}</p>
      <p className="department-card__meta">
        <Stars count={department.rating} label={`Rated ${department.rating_num} out of 5`} />
        <span>{department.rating_num}</span>
        <span>{department.department_reviews}</span>
      </p>
      <p className="department-card__count">{courseCount} courses</p>
    </article>
  );
}
