// The desk's store contract (test/store/desk-contract.ts) on both adapters: the embedded
// SQLite file, and Firebase over REST against msw's stand-in of the Realtime Database with
// the shipped rules deployed (every desk read is an indexed query, refused without its
// index). Saves that race are made slow on Firebase (every response 300 ms late), so that
// they overlap.
import { afterAll, beforeAll, describe } from "vitest";
import { openFirebaseStore } from "#server/store/firebase";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";
import { deskContract } from "../store/desk-contract";
import { sqliteUnderTest } from "../store/open-sqlite";

deskContract("SQLite", async () => sqliteUnderTest("desk-contract"));

describe("Firebase over REST", () => {
  const services = mockServices();
  beforeAll(() => services.listen({ onUnhandledRequest }));
  afterAll(() => services.close());

  deskContract("Firebase", async (options = {}) => {
    rtdb.reset();
    rtdb.deployShippedRules();
    rtdb.delayMs = options.races ? 100 : 0;
    const store = openFirebaseStore({
      databaseURL: TEST_DATABASE_URL,
      getAccessToken: async () => "test-token",
      timeoutMs: options.races ? 10_000 : 2000,
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
