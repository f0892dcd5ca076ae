import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { departments } from "#shared/catalogue/departments";
import type { DatedCourseCard } from "#shared/catalogue/batches";
import { CourseCardView } from "./Cards";

const TYPING_PAUSE_MS = 250;

/**
 * A GET form, so results have a shareable address and work without script. With script
 * the list narrows as the visitor types, replacing the history entry instead of adding one.
 *
 * One search runs at a time: text typed while a search is loading waits for it, then goes
 * as one search. Starting a search aborts the one under way, and Remix 2 lets that abort
 * escape as an uncaught error (remix-run/react-router#14203); a slow phone that pauses
 * between keys would also send a search per pause.
 */
export function CourseFinderForm({ q, department }: { q: string; department: string }) {
  const submit = useSubmit();
  const navigation = useNavigation().state;
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [searchDue, setSearchDue] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  // What the visitor typed or chose before the page's script started raised no change event
  // the finder saw: once started, it searches for what the fields hold if that is not what
  // the page was loaded with.
  const loadedWith = useRef({ q, department });
  useEffect(() => {
    if (!form.current) return;
    const fields = new FormData(form.current);
    const { q, department } = loadedWith.current;
    if (fields.get("q") !== q || fields.get("department") !== department) setSearchDue(true);
  }, []);
  useEffect(() => {
    if (!searchDue || navigation !== "idle" || !form.current) return;
    setSearchDue(false);
    submit(form.current, { replace: true, preventScrollReset: true });
  }, [searchDue, navigation, submit]);
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label="Find a course"
      className="finder"
      onChange={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setSearchDue(true), TYPING_PAUSE_MS);
      }}
    >
      <div className="field finder__query">
        <label htmlFor="finder-q">Search courses</label>
        <input
          id="finder-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder="e.g. ML, IoT, Tableau, CRISPR"
        />
      </div>
      <div className="field finder__department">
        <label htmlFor="finder-department">Department</label>
        <select id="finder-department" name="department" defaultValue={department}>
          <option value="">All departments</option>
          {departments.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.department_name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="button finder__submit"
        aria-busy={navigation === "loading" || undefined}
      >
        Search
      </button>
    </Form>
  );
}

export function CourseFinderResults({
  q,
  department,
  results,
}: {
  q: string;
  department: string;
  results: DatedCourseCard[];
}) {
  const departmentName = departments.find((d) => d.slug === department)?.department_name;
  const scope = departmentName ? ` in ${departmentName}` : "";
  return (
    <section aria-labelledby="finder-results" className="finder-results">
      <h2 id="finder-results" className="finder-results__title" aria-live="polite">
        {results.length === 0
          ? `No course matches${q ? ` \u201c${q}\u201d` : ""}${scope}`
          : `${results.length} course${results.length === 1 ? "" : "s"}${q ? ` for \u201c${q}\u201d` : ""}${scope}`}
      </h2>
      {results.length === 0 ? (
        <div className="finder-empty">
          <p>Try a shorter word or a tool name, search all departments, or browse a department:</p>
          <ul className="finder-empty__departments">
            {departments.map((d) => (
              <li key={d.slug}>
                <Link to={d.link_path}>{d.department_name}</Link>
              </li>
            ))}
          </ul>
          {department ? (
            <p>
              <Link to={`/AllDeparts?q=${encodeURIComponent(q)}`}>
                Search all departments for “{q}”
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <div className="card-grid">
          {results.map((card) => (
            <CourseCardView key={card.id} card={card} />
          ))}
        </div>
      )}
    </section>
  );
}
