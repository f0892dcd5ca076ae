// Finding a certificate by number, for the page and the REST gateway alike. Unknown
// and malformed numbers get the same response, so numbers cannot be probed for format.
import * as v from "valibot";
import {
  CERTIFICATES_LIST,
  CertificateRecordSchema,
  isCertificateNumber,
  normaliseCertificateNumber,
  type LookupResult,
} from "#shared/certificates";
import { courses } from "#shared/catalogue/courses";
import { coursePath } from "#shared/catalogue";
import { clientKey, type RateLimiter } from "../limits/rate-limiter";
import type { StorePort } from "../store";

/** The services of the site (server/services.ts) that a lookup uses. */
export interface LookupServices {
  store: StorePort;
  limiters: { certificates: RateLimiter };
}

/**
 * One client's lookup, for the page and the API alike: counted against the lookup rate limit first.
 */
export async function lookupCertificateFor(
  services: LookupServices,
  clientIp: string | undefined,
  raw: string,
): Promise<LookupResult> {
  const limit = await services.limiters.certificates.hit(clientKey(clientIp));
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  return lookupCertificate(services.store, raw);
}

export async function lookupCertificate(
  store: StorePort,
  raw: string,
): Promise<Exclude<LookupResult, { status: "rate-limited" }>> {
  const number = normaliseCertificateNumber(raw);
  if (!isCertificateNumber(number)) return { status: "not-found" };
  let stored;
  try {
    stored = await store.get(CERTIFICATES_LIST, number);
  } catch {
    return { status: "unavailable" };
  }
  const parsed = v.safeParse(CertificateRecordSchema, stored);
  if (!parsed.success) return { status: "not-found" };
  const course = courses.find((c) => coursePath(c) === parsed.output.course);
  return {
    status: "found",
    certificate: { number, ...parsed.output, courseTitle: course?.title ?? parsed.output.course },
  };
}
