// A person's enquiries on Firebase: the leads whose phone or address a new enquiry shares
// (`s_phone`, `s_email`, exact), and the leads of one person (`i_person`, in arrival order, with
// the person's first enquiry by its own row id when it was stored before persons existed).
import { PERSON_ENQUIRIES_CAP, rowId, type DeskStorePort } from "./desk";
import { PREFIX_END, searchEmail } from "./desk-terms";
import type { Operation, RestClient } from "./firebase-rest";
import {
  asRow,
  clean,
  newestFirst,
  plainRow,
  range,
  ROWS,
  SEARCH_CAP,
  type StoredRow,
} from "./firebase-desk-rows";

/**
 * A person's enquiries (not pending), newest first, at most `limit`: their `i_person` range and,
 * for a first enquiry stored before persons, its own row.
 */
export async function personRows(
  rest: RestClient,
  op: Operation,
  person: string,
  limit = PERSON_ENQUIRIES_CAP,
): Promise<StoredRow[]> {
  const prefix = `${clean(person)}|`;
  const [linked, first] = await Promise.all([
    range(rest, op, "i_person", prefix, prefix + PREFIX_END, limit, false),
    op.read(rest.url([...ROWS, person])),
  ]);
  const own = asRow(first.value);
  const rows = own && own.person === undefined ? [own, ...linked] : linked;
  return rows
    .filter((row) => row.pending === undefined)
    .sort(newestFirst)
    .slice(0, limit);
}

export function firebasePersons(
  rest: RestClient,
): Pick<DeskStorePort, "samePerson" | "personLeads"> {
  return {
    async samePerson({ phone, email }, limit) {
      const op = rest.operation("desk person");
      const digits = phone.replace(/\D/g, "");
      // Equal index values come in key order, not by arrival: read up to the cap, then sort.
      const exact = (field: string, value: string) =>
        range(rest, op, field, `leads|${clean(value)}`, `leads|${clean(value)}`, SEARCH_CAP, true);
      const found = await Promise.all([
        digits ? exact("s_phone", digits) : [],
        email ? exact("s_email", searchEmail(email)) : [],
      ]);
      const unique = new Map(found.flat().map((row) => [rowId(row.list, row.key), row]));
      return [...unique.values()]
        .filter((row) => row.pending === undefined)
        .sort((a, b) => b.arrivedAt - a.arrivedAt)
        .slice(0, limit)
        .map(plainRow);
    },

    personLeads: async (person, limit) =>
      (await personRows(rest, rest.operation("desk person"), person, limit)).map(plainRow),
  };
}
