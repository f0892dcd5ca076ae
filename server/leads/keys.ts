import { createHash } from "node:crypto";
import { keyFromBytes } from "#shared/forms/keys";
import { canonicalEmail } from "./fingerprint";

export { isSubmissionKey, mintSubmissionKey } from "#shared/forms/keys";

/**
 * A key derived from an idempotency token that a client chose (REST `Idempotency-Key`), per form.
 */
export const keyFromToken = (token: string): string =>
  keyFromBytes(createHash("sha256").update(token).digest());

/** One newsletter record per address, whatever its case. */
export const newsletterKey = (email: string) => keyFromToken(`newsletter:${canonicalEmail(email)}`);
