// One-click unsubscribe (RFC 8058) for every newsletter or marketing email the site sends:
// the headers such an email carries, and what a click records. The link holds a signed
// token for the address, so nobody can unsubscribe someone else by guessing.
import { canonicalEmail } from "../leads/fingerprint";
import { keyFromToken } from "../leads/keys";
import type { StorePort } from "../store";
import { signToken, verifyToken, type TokenSettings } from "./tokens";

/** The page (GET: a button) and the one-click target (POST) of every unsubscribe link. */
export const UNSUBSCRIBE_PATH = "/unsubscribe";
/**
 * Withdrawals of marketing consent, one record per address (the latest withdrawal), for any
 * mailing to leave out. Kept apart from the leads: an unsubscribe erases nothing the visitor
 * sent, it stops what they no longer want.
 */
export const UNSUBSCRIBES_LIST = "unsubscribes";

/** The address a mail client posts to; `origin` is the site's trusted origin (SITE_URL). */
export const unsubscribeLink = (config: TokenSettings, origin: string, email: string) =>
  `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signToken(config, "unsubscribe", { subject: canonicalEmail(email) }))}`;

/**
 * The two headers of RFC 8058 for an email to `email`. The mail client posts
 * `List-Unsubscribe=One-Click` to the link without asking the reader anything more; the
 * email's DKIM signature must cover both headers for the big mailbox providers to offer it.
 */
export function unsubscribeHeaders(config: TokenSettings, origin: string, email: string): Record<"List-Unsubscribe" | "List-Unsubscribe-Post", string> {
  return { "List-Unsubscribe": `<${unsubscribeLink(config, origin, email)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The address an unsubscribe token was signed for, or undefined for a forged or damaged one. */
export const unsubscribeAddress = (config: TokenSettings, token: unknown) => verifyToken(config, "unsubscribe", token)?.subject;

/** Records that `email` withdrew marketing consent (the latest withdrawal, should it come twice). */
export async function recordUnsubscribe(store: StorePort, email: string, now = new Date()): Promise<void> {
  const address = canonicalEmail(email);
  await store.put(UNSUBSCRIBES_LIST, keyFromToken(`unsubscribe:${address}`), { email: address, date: now.toISOString() }, { overwrite: true });
}
