// What makes two stored records the same lead: their content without the date they were
// stamped with, compared canonically. The store compares fingerprints (of new records and
// of records it already stores, which may predate NFC storage), so this must be a pure function of
// the record.
import { createHash } from "node:crypto";
import type { FormId } from "#shared/forms";
import type { StoredRecord } from "../store";
import { listNames } from "./records";

/**
 * The same text in any Unicode normalisation is the same text; an email address is the
 * same address whatever the case of its letters, in the domain and (as people expect of
 * their own address) in the local part too.
 */
export const canonicalText = (value: string) => value.normalize("NFC");
export const canonicalEmail = (email: string) => email.normalize("NFC").trim().toLowerCase();

export function leadFingerprint(form: FormId): (record: StoredRecord) => string {
  const list = listNames[form];
  return (record) => {
    // A newsletter address is one subscriber: the address alone is its content.
    const content: StoredRecord =
      form === "newsletter" ? { email: record.email ?? "" } : { ...record, date: "" };
    const hash = createHash("sha256").update(list);
    for (const name of Object.keys(content).sort()) {
      const value = content[name] ?? "";
      hash.update(
        `\u0000${name}\u0000${name === "email" ? canonicalEmail(value) : canonicalText(value)}`,
      );
    }
    return hash.digest("base64url");
  };
}
