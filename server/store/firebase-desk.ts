// The desk in the Realtime Database (`_desk/rows`, `events`, `access`, `accessByLead`), every read
// a bounded query on a deployed index. This module puts the port together from its parts, each
// given the one REST client: the row format (firebase-desk-rows.ts), the inbox, one lead, persons,
// the reads by period, the access log, and the rows' upkeep. The layout, and why: decisions 0031
// and 0054.
import type { DeskStorePort } from "./desk";
import type { RestClient } from "./firebase-rest";
import { firebaseAccessLog } from "./firebase-desk-access";
import { firebaseInbox } from "./firebase-desk-inbox";
import { firebaseLead } from "./firebase-desk-lead";
import { firebasePersons } from "./firebase-desk-persons";
import { firebasePeriods } from "./firebase-desk-reports";
import { firebaseMissingRows } from "./firebase-desk-upkeep";

export function createFirebaseDesk(rest: RestClient): DeskStorePort {
  const inbox = firebaseInbox(rest);
  return {
    ...inbox,
    ...firebaseLead(rest),
    ...firebasePersons(rest),
    ...firebasePeriods(rest, inbox.inbox),
    ...firebaseAccessLog(rest),
    ...firebaseMissingRows(rest),
  };
}
