// The store contract (test/store/contract.ts) on both adapters: the embedded SQLite file,
// and Firebase over REST against the in-memory database of test/support/msw, made slow
// (every response 300 ms late) for the races so that the writers truly overlap. A racing
// write with a client key takes up to four sequential round trips (key and alias reads
// together, the content claim, the record, the alias): 1.2 s at 300 ms each
// before the load of 50 writers on two shared cores, so the races get a bound of 10 s
// rather than 2 s; the bound is not what they test. Races that ask for it are also served
// newest first (requests that arrive together), so the post that creates the context first
// is not the one that creates the record first.
import { afterAll, beforeAll, describe } from "vitest";
import { openFirebaseStore } from "#server/store/firebase";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";
import { storeContract } from "../store/contract";
import { sqliteUnderTest } from "../store/open-sqlite";

storeContract("SQLite", async () => sqliteUnderTest("store-contract"));

describe("Firebase over REST", () => {
  const services = mockServices();
  beforeAll(() => services.listen({ onUnhandledRequest }));
  afterAll(() => services.close());

  storeContract("Firebase", async (options = {}) => {
    rtdb.reset();
    rtdb.delayMs = options.races ? 300 : 0;
    rtdb.newestFirst = options.reordered ?? false;
    const store = openFirebaseStore({
      databaseURL: TEST_DATABASE_URL,
      getAccessToken: async () => "test-token",
      // The store's own time bound is not what the contract is about: the longest there is,
      // so that fifty racing writers on a busy machine are never cut off.
      timeoutMs: 60_000,
    });
    return {
      store,
      contents: async () => JSON.stringify(rtdb.root),
      async cleanup() {
        await store.close();
        rtdb.reset();
      },
    };
  });
});
