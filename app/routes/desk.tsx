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
import { SIGN_IN_PATH } from "../../shared/desk";
import { DeskHeader } from "../components/desk/DeskHeader";
import { PasskeyOffer } from "../components/desk/PasskeyOffer";
import { partyFor } from "../lib/desk-passkeys.server";
import { requireStaff } from "../lib/desk-session.server";
import { deskLinks } from "../lib/desk-meta";

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
