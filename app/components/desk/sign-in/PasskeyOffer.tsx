import { Form, Link, useLocation } from "@remix-run/react";

/**
 * After a sign-in by mailed code, for a member without a passkey: the offer of one, until they say
 * "not now".
 */
export function PasskeyOffer() {
  const { pathname, search } = useLocation();
  if (pathname === "/desk/account") return null;
  return (
    <aside className="desk-offer" aria-label="Sign in faster">
      <p>
        <strong>Next time, skip the mail.</strong> Add a passkey on this device and sign in with its
        fingerprint, face or screen lock.
      </p>
      <div className="desk-offer__actions">
        <Link className="button button--small" to="/desk/account#passkeys">
          Add a passkey
        </Link>
        <Form method="post" action="/desk/account">
          <input type="hidden" name="intent" value="dismiss-offer" />
          <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
          <button type="submit" className="button button--small button--ghost">
            Not now
          </button>
        </Form>
      </div>
    </aside>
  );
}
