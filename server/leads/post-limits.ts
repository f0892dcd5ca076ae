// How often a lead form may be sent: RATE_LIMIT_PER_MINUTE posts a minute per person and form,
// one person being the same email address, OR the same phone number, OR the same message word for
// word, wherever the posts come from; and FORM_POSTS_PER_ADDRESS_PER_MINUTE for all forms from one
// address (an IPv6 client's /56). The visitor is told which of the two refused them. Why a limit
// per person, not per address: decision 0033.
import { createHash } from "node:crypto";
import { byForm, type FormId, type FormValues } from "#shared/forms";
import type { SenderKind } from "#shared/forms/definition";
import { nationalNumber } from "#shared/forms/phone";
import type { SiteConfig } from "../config";
import { clientKey } from "../limits/client-key";
import { createRateLimiter, type RateLimiter } from "../limits/rate-limiter";
import { canonicalEmail } from "./fingerprint";

export interface PostLimiters {
  /** Posts per person and form: each of the person's keys (personKeys) is counted. */
  person: RateLimiter;
  /** Posts per client address, all forms together. */
  address: RateLimiter;
}

/** RATE_LIMIT_PER_MINUTE of 0 turns both off (load tests post in bulk from one address). */
export function createPostLimiters(
  config: Pick<SiteConfig, "RATE_LIMIT_PER_MINUTE" | "FORM_POSTS_PER_ADDRESS_PER_MINUTE">,
): PostLimiters {
  const on = config.RATE_LIMIT_PER_MINUTE > 0;
  return {
    person: createRateLimiter({ points: config.RATE_LIMIT_PER_MINUTE }),
    address: createRateLimiter({ points: on ? config.FORM_POSTS_PER_ADDRESS_PER_MINUTE : 0 }),
  };
}

/**
 * A message shorter than this is a line that many different people write ("When does the
 * next AWS batch start?"), so it names nobody; a longer one repeated word for word is one sender.
 */
export const MESSAGE_MIN_LENGTH = 40;

/**
 * Each kind of field that names a sender, read so that one person's spellings are one value; ""
 * names nobody.
 */
const readAs: Record<SenderKind, (typed: string) => string> = {
  email: canonicalEmail,
  // The ten digits of a phone number in any spelling the form takes; anything else as typed.
  phone: (typed: string) => nationalNumber(typed) ?? typed,
  // The same words whatever their case and spacing ("Straße" in capitals is "STRASSE").
  message: (typed: string) => {
    const words = typed.normalize("NFC").toUpperCase().replace(/\s+/g, " ").trim();
    return words.length >= MESSAGE_MIN_LENGTH ? words : "";
  },
};

/**
 * Keys are hashed: the limiters' memory holds no address, number or message, and no key is longer
 * than this.
 */
const digest = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 22);

/** The keys that stand for the person who sent `values` (the form's fields as typed) on `form`. */
export function personKeys(form: FormId, values: FormValues): string[] {
  const keys: string[] = [];
  // The fields that name the sender are the form definition's.
  for (const [kind, name] of Object.entries(byForm[form].sender) as Array<[SenderKind, string]>) {
    const value = readAs[kind](values[name] ?? "");
    if (value !== "") keys.push(`${form}:${kind}:${digest(value)}`);
  }
  return keys;
}

export type PostVerdict =
  { allowed: true } | { allowed: false; by: "person" | "address"; retryAfterSeconds: number };

/**
 * Counts one post of `form` by the person in `values`, from `clientIp`. Refused when any of
 * the person's keys is over its limit (they wait until all are under it again), else when
 * the address is over its ceiling.
 */
export async function countPost(
  limiters: PostLimiters,
  form: FormId,
  values: FormValues,
  clientIp: string | undefined,
): Promise<PostVerdict> {
  const [address, ...person] = await Promise.all([
    limiters.address.hit(clientKey(clientIp)),
    ...personKeys(form, values).map((key) => limiters.person.hit(key)),
  ]);
  const repeated = person.filter((verdict) => !verdict.allowed);
  if (repeated.length > 0)
    return {
      allowed: false,
      by: "person",
      retryAfterSeconds: Math.max(...repeated.map((verdict) => verdict.retryAfterSeconds)),
    };
  if (!address.allowed)
    return { allowed: false, by: "address", retryAfterSeconds: address.retryAfterSeconds };
  return { allowed: true };
}
