import type { RequestHandler } from "express";
import type { Config } from "../settings";
import { crossSiteRefused } from "#shared/forms";
import { cacheControl } from "../web/response-headers";
import { isCrossSite, requestHost } from "../web/origin";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Page forms accept posts from our own pages only. Checked before Remix, which would
 * otherwise respond to a mismatched Origin with an empty 500. The REST gateway has its own
 * CORS rules and is not covered here.
 */
export const refuseCrossSitePosts =
  (config: Pick<Config, "SITE_URL" | "TRUST_PROXY">): RequestHandler =>
  (req, res, next) => {
    if (!UNSAFE.has(req.method) || req.path.startsWith("/api/")) return next();
    // Whether a post is refused depends on these two headers: say so to any cache on the way.
    res.vary("Origin").vary("Sec-Fetch-Site");
    const crossSite = isCrossSite(
      {
        origin: req.get("origin"),
        fetchSite: req.get("sec-fetch-site"),
        host: requestHost(req, config),
      },
      config.SITE_URL,
    );
    if (!crossSite) return next();
    // The request's own log line (its 403) is the record of the refusal: one line per refused
    // request.
    res
      .status(403)
      .type("html")
      .set("Cache-Control", cacheControl.private)
      .send(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${crossSiteRefused.title}</title></head>` +
          `<body><h1>${crossSiteRefused.title}</h1><p>${crossSiteRefused.text}</p><p><a href="/">Go to the home page</a></p></body></html>`,
      );
  };
