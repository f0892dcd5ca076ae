import { Link } from "@remix-run/react";

/** The one page for every failure: unknown address (404) or an error (500). */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <section className="error-page container">
      <img src="/images/not-found.svg" alt="" width={320} height={220} />
      <h1>Unexpected Application Error!</h1>
      <p className="error-page__status">{status}</p>
      <p>
        {notFound
          ? "We could not find the page you asked for. It may have moved, or the address may be mistyped."
          : "Something went wrong on our side. Please try again in a moment."}
      </p>
      <div className="error-page__actions">
        <Link className="button" to="/">
          Back to home
        </Link>
        <Link className="button button--ghost" to="/AllDeparts">
          Browse all courses
        </Link>
      </div>
    </section>
  );
}
