// Without JavaScript, a campaign would be lost at the first move to another page: a form
// post says only which page it was sent from. So when a browser opens a page from a page of
// this site whose address has campaign parameters, and the new address has none, the server
// sends it to the same address with that campaign and the page the visit began on added
// (docs/decisions/0029). The page served there is the plain page's cached bytes (campaign
// parameters make no page of their own), so nothing is set in the browser and every visitor
// still gets the same pages. With JavaScript, moves are the router's data requests
// (`/page.data`: no page, and no document), never redirected here; the browser keeps the
// first page itself.
import type { Request as ExpressRequest, RequestHandler } from "express";
import { campaignParams, successViewQueries } from "#shared/page-variants";
import type { Config } from "../settings";
import { campaignToCarry } from "../leads/attribution";
import { cacheControl } from "../web/response-headers";
import { MAX_QUERY_LENGTH } from "../limits/address-bounds";
import { trustedOrigin } from "../web/origin";
import { splitTarget } from "../web/url-parts";

declare module "http" {
  interface IncomingMessage {
    /**
     * campaignRedirect's answer when the hit path has asked it already (null: served where it
     * is): the chain's step takes it rather than reading the Referer again.
     */
    campaignMove?: string | null;
  }
}

/** A request for a document the browser will show, not a script's fetch, a frame or an image. */
function opensDocument(req: ExpressRequest): boolean {
  const destination = req.get("sec-fetch-dest");
  // Browsers that do not send Sec-Fetch-Dest (plain http to another host) still ask for HTML.
  return destination !== undefined
    ? destination === "document"
    : (req.get("accept") ?? "").includes("text/html");
}

/**
 * Where a GET or HEAD is sent to carry its campaign to this page (a path of this site with the
 * campaign added), or undefined when it is served where it is. The hit path (hit-path.ts) asks
 * this and leaves its answer on the request; the chain's step asks it only when the hit path has
 * not.
 */
export function campaignRedirect(
  req: ExpressRequest,
  config: Pick<Config, "SITE_URL" | "PORT" | "TRUST_PROXY">,
): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const { path, query } = splitTarget(req.originalUrl);
  if (!successViewQueries.has(path) || !opensDocument(req)) return undefined;
  // An address that has a campaign keeps its own.
  if (query && [...new URLSearchParams(query).keys()].some((name) => campaignParams.has(name)))
    return undefined;
  const referer = req.get("referer");
  const carried = referer && campaignToCarry(referer, trustedOrigin(req, config));
  return carried ? withCampaign(`${path}${query}`, carried) : undefined;
}

export function carryCampaign(
  config: Pick<Config, "SITE_URL" | "PORT" | "TRUST_PROXY">,
): RequestHandler {
  return (req, res, next) => {
    const location =
      req.campaignMove === undefined ? campaignRedirect(req, config) : req.campaignMove;
    if (!location) return next();
    // The path is one of the site's pages (checked above), so the Location is a path of this site.
    res.set("Cache-Control", cacheControl.private);
    res.redirect(302, location);
  };
}

/**
 * `address` (a path, with a query and a fragment maybe) with `carried` added to its query;
 * undefined when that would be over the query bound: an address the site would refuse is
 * no place to send a visitor.
 */
export function withCampaign(address: string, carried: URLSearchParams): string | undefined {
  const hash = address.indexOf("#");
  const fragmentAt = hash < 0 ? address.length : hash;
  const { path, query } = splitTarget(address.slice(0, fragmentAt));
  const target = `${query.length > 1 ? `${query}&` : "?"}${asQuery(carried)}`;
  return target.length > MAX_QUERY_LENGTH
    ? undefined
    : `${path}${target}${address.slice(fragmentAt)}`;
}

/**
 * Written as a browser writes a link's query (`!`, `'`, `(`, `)` as they are), not as
 * URLSearchParams does (`%21`...): a campaign the site served as a landing then fits its
 * next address as well.
 */
const asQuery = (params: URLSearchParams) =>
  [...params].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
