// Checks every lead intake runs before it reads a field: body size, where the post
// came from, and how often this client has posted this form.
import { getConfig } from "../config";
import { createRateLimiter } from "./rate-limit";

export const BODY_LIMIT_BYTES = 16 * 1024;

export class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
}

/** Reads at most BODY_LIMIT_BYTES of the body, whatever Content-Length claims. */
export async function readBodyText(request: Request, limit = BODY_LIMIT_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/** Form fields as text; the first of a repeated field wins, so repeats never reach a record. */
export function parseUrlEncoded(body: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/**
 * A post from another site (CSRF, or our form embedded elsewhere). Browsers say so in
 * Sec-Fetch-Site, or by an Origin whose host is not the host the request was sent to.
 */
export function isCrossSite(headers: { origin?: string; fetchSite?: string; host?: string }): boolean {
  if (headers.fetchSite === "cross-site") return true;
  const { origin } = headers;
  if (!origin) return false;
  if (origin === "null") return true;
  const siteUrl = getConfig().SITE_URL;
  try {
    const originHost = new URL(origin).host;
    return originHost !== headers.host && (!siteUrl || originHost !== new URL(siteUrl).host);
  } catch {
    return true;
  }
}

export const formLimiter = createRateLimiter(() => getConfig().RATE_LIMIT_PER_MINUTE);
export const certificateLimiter = createRateLimiter(() => getConfig().CERTIFICATE_LOOKUPS_PER_MINUTE);

export function clientKey(clientIp: string | undefined): string {
  return clientIp && clientIp.length < 64 ? clientIp : "unknown";
}
