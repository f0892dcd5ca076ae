// Changing the context stored beside existing leads in the SQLite file, all in the caller's
// one transaction: no other writer can change a context between its read and its write.
import type { LeadContext } from "#shared/forms/lead-context";
import type { Statements } from "./sqlite-schema";

export function updateSqliteContexts(
  s: Statements,
  list: string,
  keys: readonly string[],
  change: (context: LeadContext) => LeadContext,
): string[] {
  const changed: string[] = [];
  for (const key of keys) {
    // Read only where the record is there too (the select joins it): an orphan context stays as it
    // is.
    const row = s.selectContext.get(list, key);
    if (!row) continue;
    const held = JSON.parse(row.data) as LeadContext;
    const next = JSON.stringify(change(held));
    if (next === JSON.stringify(held)) continue;
    s.updateContext.run(next, list, key);
    changed.push(key);
  }
  return changed;
}
