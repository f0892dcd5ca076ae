// The signed-in desk's layout: its header (the desk's pages, admin pages for admins, signing
// out) around every desk page. Its loader checks the session like every other desk loader
// does: Remix runs them all at once, so this one protects only its own data.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useOutlet,
  useRouteError,
  useLocation,
  useRouteLoaderData,
} from "@remix-run/react";
import { Fragment } from "react";
import { SIGN_IN_PATH } from "#shared/desk";
import { DeskHeader } from "../components/desk/DeskHeader";
import { PasskeyOffer } from "../components/desk/sign-in/PasskeyOffer";
import { partyFor, requireStaff, type UnsavedInput } from "../lib/desk.server";
import { deskLinks } from "../lib/desk/meta";

export const links = deskLinks;

export const meta: MetaFunction = () => [
  { title: "Desk | Aptora Learning" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, context);
  // Offered once per session signed in by code, to a member with no passkey, where passkeys work.
  const offerPasskey =
    staff.method === "code" &&
    !staff.passkeyOfferDismissed &&
    partyFor(context) !== undefined &&
    (await context.services.store.staff.passkeysOf(staff.email)).length === 0;
  return { email: staff.email, role: staff.role, offerPasskey };
}

export default function Desk() {
  const { email, role, offerPasskey } = useLoaderData<typeof loader>();
  const page = useOutlet();
  return (
    <div className="desk">
      <DeskHeader email={email} role={role} />
      <div className="desk-page">
        {offerPasskey ? <PasskeyOffer /> : null}
        {page ?? (
          <section className="desk-panel">
            <h1>You are signed in</h1>
            <p>Choose a page above.</p>
          </section>
        )}
      </div>
    </div>
  );
}

const titles: Record<number, string> = {
  401: "Please sign in",
  403: "Not for your role",
  404: "No such desk page",
  413: "Too large",
  503: "Try again in a minute",
};

/**
 * A refusal or failure inside the desk, shown in the desk (with its header when the session is
 * known).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/desk");
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const said: unknown = isRouteErrorResponse(error) ? error.data : undefined;
  const message =
    typeof said === "object" &&
    said !== null &&
    "message" in said &&
    typeof said.message === "string"
      ? said.message
      : status === 404
        ? "There is no such page on the desk."
        : "Something went wrong on our side. Please try again in a moment.";
  // After a 401 the session has ended: the header of the person it was would be a lie, and the
  // way on is signing in again, back to this page.
  const signedOut = status === 401;
  const typed = signedOut ? typedOf(said) : undefined;
  if (typed)
    return (
      <div className="desk">
        <div className="desk-page">
          <NotSaved message={message} typed={typed} back={location.pathname} />
        </div>
      </div>
    );
  return (
    <div className="desk">
      {layout && !signedOut ? <DeskHeader email={layout.email} role={layout.role} /> : null}
      <div className="desk-page">
        <section className="desk-panel">
          <h1>{titles[status] ?? "Something went wrong"}</h1>
          <p role="alert">{message}</p>
          {signedOut ? (
            <Link
              to={`${SIGN_IN_PATH}?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
            >
              Sign in again
            </Link>
          ) : (
            <Link to="/desk">Back to the desk</Link>
          )}
        </section>
      </div>
    </div>
  );
}

/** The typed fields a refusal carries: a save posted without JavaScript after the session ended. */
function typedOf(said: unknown): UnsavedInput | undefined {
  if (typeof said !== "object" || said === null || !("typed" in said)) return undefined;
  const typed = said.typed as Partial<UnsavedInput> | null;
  return typed && Array.isArray(typed.fields) && typeof typed.note === "string"
    ? { fields: typed.fields, note: typed.note }
    : undefined;
}

/**
 * A save posted without JavaScript after the session ended: nothing was saved, and what was
 * typed is shown to copy (the note in a read-only box, selectable) with a way to sign in back to
 * the lead (its address without `?saved=1`, which would say a save went through). Nothing of the
 * lead itself is on this page: its reader is not signed in.
 */
function NotSaved({
  message,
  typed,
  back,
}: {
  message: string;
  typed: UnsavedInput;
  back: string;
}) {
  return (
    <section className="desk-panel desk-not-saved">
      <h1>Not saved: your session has ended</h1>
      <p className="desk-notice desk-notice--warning" role="alert">
        {message}
      </p>
      <h2>What you typed</h2>
      <dl className="desk-typed">
        {typed.fields.map((field) => (
          <Fragment key={field.name}>
            <dt>{field.name}</dt>
            <dd>{field.value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="field">
        <label htmlFor="typed-note">Note</label>
        <textarea id="typed-note" readOnly rows={6} value={typed.note} />
      </div>
      <p>
        <Link className="button" to={`${SIGN_IN_PATH}?returnTo=${encodeURIComponent(back)}`}>
          Sign in again
        </Link>
      </p>
    </section>
  );
}
