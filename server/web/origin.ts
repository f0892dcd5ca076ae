// Which origin this site names in its links, stored addresses and cached pages, and which
// requests count as coming from our own pages: SITE_URL when set; without it, a loopback name at
// the port the server really listens on keeps its own origin and any other Host gets
// http://localhost:PORT. X-Forwarded-Host and -Proto count only when TRUST_PROXY > 0. Why:
// decisions 0010 and 0014.
import type { Request as ExpressRequest } from "express";
import type { SiteConfig } from "../config";

const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const HOST = new RegExp(
  `^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]{2,45}\\])(?::\\d{1,5})?$`,
);
const LOOPBACK = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/;

/** A Host header that names a host (and port) and nothing else. */
export const isValidHost = (host: string | undefined): host is string =>
  host !== undefined && host.length <= 261 && HOST.test(host);

const first = (value: string | undefined) => value?.split(",")[0]?.trim() || undefined;

/** The host the request was sent to, as far as we can trust it. */
export function requestHost(
  req: ExpressRequest,
  config: Pick<SiteConfig, "TRUST_PROXY">,
): string | undefined {
  const forwarded = config.TRUST_PROXY > 0 ? first(req.get("x-forwarded-host")) : undefined;
  const host = forwarded ?? req.get("host");
  return isValidHost(host) ? host.toLowerCase() : undefined;
}

/** The origin of every link, canonical address and stored URL this request produces. */
export function trustedOrigin(
  req: ExpressRequest,
  config: Pick<SiteConfig, "SITE_URL" | "PORT" | "TRUST_PROXY">,
): string {
  if (config.SITE_URL) return config.SITE_URL;
  const host = requestHost(req, config);
  const loopback = host ? LOOPBACK.exec(host) : null;
  // req.protocol reads X-Forwarded-Proto only when express trusts the proxy.
  const protocol = req.protocol;
  const port = loopback ? Number(loopback[1] ?? (protocol === "https" ? 443 : 80)) : undefined;
  return loopback && port === req.socket.localPort
    ? `${protocol}://${host}`
    : `http://localhost:${config.PORT}`;
}

/**
 * A post from another site (CSRF, or our form embedded elsewhere). Browsers say so in
 * Sec-Fetch-Site, or by an Origin that is neither SITE_URL nor the host the request was sent to.
 */
export function isCrossSite(
  headers: { origin?: string | null; fetchSite?: string | null; host?: string },
  siteUrl: string | undefined,
): boolean {
  if (headers.fetchSite === "cross-site") return true;
  const { origin } = headers;
  if (!origin) return false;
  if (origin === "null" || !URL.canParse(origin)) return true;
  const originHost = new URL(origin).host;
  return originHost !== headers.host && (!siteUrl || originHost !== new URL(siteUrl).host);
}
