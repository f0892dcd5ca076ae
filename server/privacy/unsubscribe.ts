// One-click unsubscribe (RFC 8058) for every newsletter or marketing email the site sends:
// the headers such an email carries, and whose address a link names. The link carries a
// signed token for the address, so nobody can unsubscribe someone else by guessing. What a
// click does is the withdrawal of marketing consent (withdrawal.ts), the same as on /my-data.
import { canonicalEmail } from "../leads/fingerprint";
import { signToken, verifyToken } from "./tokens";

/** The page (GET: a button) and the one-click target (POST) of every unsubscribe link. */
export const UNSUBSCRIBE_PATH = "/unsubscribe";

/**
 * An unsubscribe link never expires: an offer email read a year later must still stop the
 * next one. It is signed for this purpose only, so a /my-data link cannot be used here.
 */
const NEVER = Number.MAX_SAFE_INTEGER;

/**
 * The address a mail client posts to; `origin` is the site's trusted origin (SITE_URL), `secret`
 * the site's link key.
 */
export const unsubscribeLink = (secret: string, origin: string, email: string) =>
  `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signToken(secret, "unsubscribe", { email: canonicalEmail(email) }, NEVER))}`;

/**
 * The two headers of RFC 8058 for an email to `email`. The mail client posts
 * `List-Unsubscribe=One-Click` to the link without asking the reader anything more; the
 * email's DKIM signature must cover both headers for the big mailbox providers to offer it.
 */
export function unsubscribeHeaders(
  secret: string,
  origin: string,
  email: string,
): Record<"List-Unsubscribe" | "List-Unsubscribe-Post", string> {
  return {
    "List-Unsubscribe": `<${unsubscribeLink(secret, origin, email)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * The address an unsubscribe token was signed for (with one of `secrets`), or undefined for a
 * forged or damaged one.
 */
export function unsubscribeAddress(
  secrets: string | readonly string[],
  token: unknown,
): string | undefined {
  if (typeof token !== "string") return undefined;
  const checked = verifyToken<{ email?: unknown }>(secrets, "unsubscribe", token, Date.now());
  return checked.ok && typeof checked.data.email === "string" ? checked.data.email : undefined;
}
