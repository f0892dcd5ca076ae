// The staff access log on Firebase, under `_desk/access/<entry id>` (ids sort by time), indexed
// by `i_by` (`<member>|<entry id>`) for one member's entries; a download's links to the leads
// its search found, under `_desk/accessByLead/<row id>/<entry id>`, so erasing one of them finds
// the entries whose search text to remove.
import { mintSubmissionKey } from "#shared/forms/keys";
import { rowId, type DeskStorePort } from "./desk";
import type { AccessEntry } from "./desk-access";
import { PREFIX_END } from "./desk-terms";
import type { RestClient } from "./firebase-rest";
import { isObject, queryString } from "./firebase-rest";
import { ACCESS, clean, DESK_FOLDER, entriesOf } from "./firebase-desk-rows";

export function firebaseAccessLog(
  rest: RestClient,
): Pick<DeskStorePort, "logAccess" | "accessLog"> {
  return {
    async logAccess(entry) {
      const id = mintSubmissionKey(entry.at);
      const { searchedLeads, lead, ...rest_ } = entry;
      const body: Record<string, unknown> = {
        [`access/${id}`]: {
          ...rest_,
          ...(lead ? { list: lead.list, key: lead.key } : {}),
          i_by: `${clean(entry.by)}|${id}`,
        },
      };
      if (entry.search)
        for (const found of searchedLeads ?? [])
          body[`accessByLead/${rowId(found.list, found.key)}/${id}`] = true;
      // One multi-path update: the entry and its links to the leads a search found, together.
      await rest
        .operation("desk access log")
        .call("PATCH", rest.url([DESK_FOLDER]), { body: JSON.stringify(body) });
    },

    async accessLog({ before, by, limit }) {
      const op = rest.operation("desk access log");
      const params: Record<string, string | number> =
        by !== undefined
          ? {
              orderBy: "i_by",
              startAt: `${clean(by)}|`,
              endAt: `${clean(by)}|${before ?? PREFIX_END}`,
              limitToLast: limit + 1,
            }
          : {
              orderBy: "$key",
              ...(before !== undefined ? { endAt: before } : {}),
              limitToLast: limit + 1,
            };
      const { value } = await op.read(rest.url(ACCESS, queryString(params)));
      const entries: AccessEntry[] = entriesOf(value)
        .filter(
          ([id, entry]) =>
            id !== before &&
            isObject(entry) &&
            typeof entry.at === "number" &&
            typeof entry.by === "string",
        )
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .map(([id, entry]) => {
          const { i_by: _index, list, key, ...fields } = entry as Record<string, unknown>;
          return {
            id,
            ...fields,
            ...(typeof list === "string" && typeof key === "string" ? { lead: { list, key } } : {}),
          } as AccessEntry;
        });
      const page = entries.slice(0, limit);
      return {
        entries: page,
        ...(entries.length > limit ? { older: page[page.length - 1]!.id } : {}),
      };
    },
  };
}
