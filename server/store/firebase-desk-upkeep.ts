// What is done to the desk's rows as a whole, beside the reads and changes of the desk itself:
// rows written again by `npm run firebase -- reindex-desk` after an index is added, rows made for
// leads stored before the desk existed, what erasing a lead removes of the desk, and the health
// check that every index the desk's queries use is deployed.
import { arrivingRow, rowId, type DeskStorePort } from "./desk";
import { indexProblem } from "./firebase-index-check";
import type { Operation, RestClient } from "./firebase-rest";
import { isObject, queryString, sameJson } from "./firebase-rest";
import {
  ACCESS,
  ACCESS_BY_LEAD,
  asRow,
  ATTEMPTS,
  BATCH,
  DESK_INDEXES,
  EVENTS,
  plainRow,
  ROWS,
  rowUrl,
  stored,
} from "./firebase-desk-rows";
import { StoreError } from "./port";

/**
 * Writes every row's index fields again from its own fields, so that a row written by an older
 * server is found by an index added since (a follow-up set before `i_followUp` existed). A row
 * whose stored fields already match is left alone; each change is a conditional write, so a
 * save racing it wins and its own write carries the indexes. Returns how many rows changed.
 * Safe to run with the site up, and again.
 */
export async function reindexDeskRows(rest: RestClient): Promise<number> {
  const op = rest.operation("desk reindex");
  let changed = 0;
  let after: string | undefined;
  for (;;) {
    const { value } = await op.read(
      rest.url(
        ROWS,
        queryString({
          orderBy: "$key",
          ...(after === undefined ? {} : { startAt: after }),
          limitToFirst: BATCH + 1,
        }),
      ),
    );
    const ids = Object.keys(isObject(value) ? value : {})
      .sort()
      .filter((id) => id !== after);
    for (const id of ids) if (await reindexRow(op, rest.url([...ROWS, id]))) changed += 1;
    if (ids.length < BATCH) return changed;
    after = ids[ids.length - 1];
  }
}

async function reindexRow(op: Operation, target: string): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { value, etag } = await op.read(target, { etag: true });
    const row = asRow(value);
    // A pending row is a post under way: its own last write sets its indexes.
    if (!row || !etag || row.pending !== undefined) return false;
    const next = stored(plainRow(row), row.last ? { last: row.last } : {});
    if (sameJson(value, next)) return false;
    if (await op.replaceIf(target, next, etag)) return true;
  }
  throw new StoreError(`firebase desk: a row kept changing while it was reindexed (${target})`);
}

/**
 * What erasing a lead removes of the desk, as locations of one multi-path update; the access log
 * keeps the key.
 */
export async function deskErasure(
  rest: RestClient,
  op: Operation,
  list: string,
  key: string,
): Promise<Record<string, unknown>> {
  const id = rowId(list, key);
  const { value } = await op.read(rest.url([...ACCESS_BY_LEAD, id], "?shallow=true"));
  const gone: Record<string, unknown> = {
    [[...ROWS, id].join("/")]: null,
    [[...EVENTS, id].join("/")]: null,
    [[...ACCESS_BY_LEAD, id].join("/")]: null,
  };
  for (const entry of isObject(value) ? Object.keys(value) : []) {
    gone[[...ACCESS, entry, "search"].join("/")] = null;
    gone[[...ACCESS, entry, "searchErased"].join("/")] = true;
  }
  return gone;
}

/** Whether the desk's queries work: one query of each index (firebase-index-check.ts). */
export const deskIndexProblem = (rest: RestClient) =>
  indexProblem(rest, "desk index check", [
    ...DESK_INDEXES.rows.map((field) => ({ path: ROWS, field })),
    ...DESK_INDEXES.access.map((field) => ({ path: ACCESS, field })),
  ]);

/** Rows for stored leads that have none (DeskStorePort.addMissingRows). */
export function firebaseMissingRows(rest: RestClient): Pick<DeskStorePort, "addMissingRows"> {
  return {
    async addMissingRows(leads) {
      const op = rest.operation("desk add missing rows");
      const created = await Promise.all(
        leads.map(async ({ list, key, summary, arrivedAt }) => {
          const { value } = await op.read(rest.url([list, key], "?shallow=true"));
          if (value === null) return false;
          return (
            await op.createIfAbsent(
              rowUrl(rest, list, key),
              stored(arrivingRow(list, key, summary, arrivedAt)),
            )
          ).created;
        }),
      );
      return created.filter(Boolean).length;
    },
  };
}
