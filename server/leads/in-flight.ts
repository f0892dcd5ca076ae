// Requests of one site that are writing under a client's key right now. The store
// already keeps one record per key across processes; this only lets a second request with
// the same key either wait for the first (a page) or be told to retry later (the API's 409).
import { singleFlight } from "../one-at-a-time";
import type { StoreLeadResult } from "./service";

export const createLeadsInFlight = () => singleFlight<string, StoreLeadResult>();

export type LeadsInFlight = ReturnType<typeof createLeadsInFlight>;
