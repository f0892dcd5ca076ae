// Where a page visitor first came from in this browser session (docs/decisions/0022), as
// `context.attribution`. With JavaScript the browser keeps the first page of the session and its
// referrer (app/lib/landing-page.server.ts, an inline script) and sends them with each form post;
// without, the post's Referer is the page the form was on, with its query, and the server carries a
// campaign from page to page in the address (campaignToCarry, docs/decisions/0029). No cookie is
// set and the pages stay the same for every visitor. Values are bounded and cleaned; absent keys
// omitted.
import { campaignKeys, type LeadContext } from "#shared/forms/lead-context";
import {
  FIRST_LANDING_FIELD,
  FIRST_REFERRER_FIELD,
  FIRST_PAGE_FIELD_MAX,
} from "#shared/forms/transport";

type Attribution = NonNullable<LeadContext["attribution"]>;

/** The longest value stored for one key. */
export const ATTRIBUTION_VALUE_MAX = 200;

/** One line of visible text: NFC, control and format characters removed, trimmed, bounded. */
export function cleanValue(value: string): string {
  const clean = value
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .trim();
  return clean.slice(0, ATTRIBUTION_VALUE_MAX);
}

/** A posted field's value when it is text (a JSON client may send anything). */
const textField = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === "string" ? fields[name] : undefined;

/**
 * `address` read as a URL (against `base`), or undefined when it is none. A valid address, the
 * usual case, costs one parse, not a check and then a parse.
 */
function parse(address: string | null | undefined, base?: string): URL | undefined {
  if (address == null) return undefined;
  try {
    return new URL(address, base);
  } catch {
    return undefined;
  }
}

/**
 * The attribution of a page post. `site` is this site's origin: the landing page must be on
 * it, and a referrer counts only when it is another site.
 */
export function attributionOf(
  fields: Record<string, unknown>,
  referer: string | null,
  site: string,
): Attribution | undefined {
  const text = (name: string) => textField(fields, name);
  const origin = new URL(site).origin;
  const fromBrowser = text(FIRST_LANDING_FIELD);
  const landing = firstPageOf(fromBrowser, referer, origin);
  if (!landing) return undefined;

  const attribution: Attribution = {};
  const keep = (key: keyof Attribution, value: string | null | undefined) => {
    const clean = value == null ? "" : cleanValue(value);
    if (clean !== "") attribution[key] = clean;
  };
  keep("landing", landingPath(landing));
  for (const key of campaignKeys) keep(key, landing.searchParams.get(key));
  const referrer = fromBrowser !== undefined ? parse(text(FIRST_REFERRER_FIELD)) : undefined;
  if (
    referrer &&
    (referrer.protocol === "https:" || referrer.protocol === "http:") &&
    referrer.host !== landing.host
  )
    keep("referrer", referrer.hostname);
  // Never empty: a page on this site has a path, at least "/".
  return attribution;
}

/**
 * The browser's first page, as a path on this site; else the page the post came from; only a page
 * of `origin`.
 */
function firstPageOf(
  fromBrowser: string | undefined,
  referer: string | null,
  origin: string,
): URL | undefined {
  const page =
    fromBrowser?.startsWith("/") && !fromBrowser.startsWith("//")
      ? parse(fromBrowser, origin)
      : parse(referer);
  return page?.origin === origin ? page : undefined;
}

/**
 * The campaign of a page post's first page, to carry to the page the post leads to (its
 * success view): a retry after a refused post is sent from the form's own address, which
 * carries none, and without JavaScript the pages after it would lose it (decision 0029).
 */
export function campaignOfPost(
  fields: Record<string, unknown>,
  referer: string | null,
  site: string,
): URLSearchParams | undefined {
  return campaignToCarry(
    firstPageOf(textField(fields, FIRST_LANDING_FIELD), referer, new URL(site).origin)?.href,
    site,
  );
}

/**
 * The page a visit began on, as a path: the `landing` an address carries from an earlier
 * page when it names a page of the same site, else the address's own path.
 */
function landingPath(address: URL): string {
  const carried = address.searchParams.get("landing");
  const named = carried?.startsWith("/") ? parse(carried, address.origin) : undefined;
  return safeDecode((named?.origin === address.origin ? named : address).pathname);
}

/**
 * The parameters that carry a campaign to the next page without JavaScript: the campaign
 * keys of `referer`, cleaned as they are stored, and the page the visit began on as
 * `landing`. Undefined unless `referer` is a page of `site` that has at least one campaign key.
 */
export function campaignToCarry(
  referer: string | null | undefined,
  site: string,
): URLSearchParams | undefined {
  // Only an address with a query has a campaign: a move from a plain page costs no parse.
  if (!referer?.includes("?")) return undefined;
  const from = parse(referer);
  // `site` is an origin as URL writes it but for odd spellings (an explicit default port).
  if (!from || (from.origin !== site && from.origin !== new URL(site).origin)) return undefined;
  const carried = new URLSearchParams();
  for (const key of campaignKeys) {
    const value = from.searchParams.get(key);
    const clean = value ? cleanValue(value) : "";
    if (clean !== "") carried.append(key, clean);
  }
  if (carried.size === 0) return undefined;
  carried.append("landing", cleanValue(landingPath(from)));
  return carried;
}

/**
 * What a refused page post gives back to its form, so that the retry has the attribution the
 * refused post had: the browser's first page and referrer as sent with JavaScript, or without
 * it the page the post came from (its Referer, whose address may carry a campaign). The retry
 * is sent from the refused post's own address, which carries neither.
 */
export function landingPageForRetry(
  fields: Record<string, unknown>,
  referer: string | null,
  site: string,
): Record<string, string> | undefined {
  const text = (name: string) => textField(fields, name)?.slice(0, FIRST_PAGE_FIELD_MAX);
  const landing = text(FIRST_LANDING_FIELD);
  if (landing !== undefined) {
    const referrer = text(FIRST_REFERRER_FIELD);
    return {
      [FIRST_LANDING_FIELD]: landing,
      ...(referrer !== undefined ? { [FIRST_REFERRER_FIELD]: referrer } : {}),
    };
  }
  const from = parse(referer);
  if (!from || from.origin !== new URL(site).origin) return undefined;
  return { [FIRST_LANDING_FIELD]: `${from.pathname}${from.search}`.slice(0, FIRST_PAGE_FIELD_MAX) };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
