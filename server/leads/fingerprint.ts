// What makes two stored records the same lead: their content without the date they were
// stamped with. The store compares fingerprints (of new records and of records it holds),
// so this must be a pure function of the record.
import { createHash } from "node:crypto";
import type { FormId } from "../../shared/forms";
import type { StoredRecord } from "../store";
import { listNames } from "./records";

export function leadFingerprint(form: FormId): (record: StoredRecord) => string {
  const list = listNames[form];
  return (record) => {
    // A newsletter address is one subscriber whatever its case.
    const content: StoredRecord =
      form === "newsletter" ? { email: (record.email ?? "").trim().toLowerCase() } : { ...record, date: "" };
    const hash = createHash("sha256").update(list);
    for (const name of Object.keys(content).sort()) hash.update(`\u0000${name}\u0000${content[name]}`);
    return hash.digest("base64url");
  };
}
