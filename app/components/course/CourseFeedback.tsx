import { Link } from "@remix-run/react";
import { coursePath, curriculumPath } from "#shared/catalogue/helpers";
import { site } from "#shared/catalogue/site";
import type { CourseDetail } from "#shared/catalogue";

// The course page's review widgets are not persisted; the ratings are for the visitor's own
// note and the feedback goes to support by email. Labels: see docs/decisions.
const aspects = ["Course quality", "Punctuality", "Teaching quality"];

function RatingWidget({ aspect }: { aspect: string }) {
  const name = aspect.toLowerCase().replace(/\s+/g, "-");
  return (
    <fieldset className="rating">
      <legend>{aspect}</legend>
      <div className="rating__stars">
        {[5, 4, 3, 2, 1].map((value) => (
          <span key={value}>
            <input
              type="radio"
              id={`${name}-${value}`}
              name={name}
              value={value}
              className="visually-hidden"
            />
            <label htmlFor={`${name}-${value}`} title={`${value} out of 5`}>
              <span aria-hidden="true">{"\u2605"}</span>
              <span className="visually-hidden">{value} out of 5</span>
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}

export function CourseFeedback({ course }: { course: CourseDetail }) {
  const mail = `mailto:${site.supportEmail}?subject=${encodeURIComponent(`Feedback on ${course.title}`)}`;
  return (
    <>
      <section className="course-section" aria-labelledby="curriculum">
        <h2 id="curriculum">Check our Curriculum</h2>
        <p>{course.check_curriculum}</p>
        <p className="course-curriculum__actions">
          <Link className="button button--ghost" to={curriculumPath(coursePath(course))}>
            See the full curriculum<span className="visually-hidden"> of {course.title}</span>
          </Link>
          {course.download ? (
            <a className="button button--ghost" href={course.download} download>
              Download the curriculum
            </a>
          ) : null}
        </p>
      </section>
      <section className="course-section" aria-labelledby="reviews">
        <h2 id="reviews">Reviews</h2>
        <div className="ratings">
          {aspects.map((aspect) => (
            <RatingWidget key={aspect} aspect={aspect} />
          ))}
        </div>
        <div className="field">
          <label htmlFor="feedback">Your Feedback</label>
          <textarea
            id="feedback"
            rows={4}
            placeholder="What did you like, and what should we improve?"
          />
        </div>
        <a className="button button--ghost" href={mail}>
          Submit
        </a>
      </section>
    </>
  );
}
