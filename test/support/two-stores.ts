// One site on each store, for tests that prove the same guarantee on both: the embedded
// SQLite file and Firebase (served by msw's stand-in of the Realtime Database). Call
// `twoStoreSites` at the top of a test file; it starts and closes the sites and msw. A test that
// starts its own sites takes each store's settings from `storeSettings`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { mockServices, onUnhandledRequest } from "./msw";
import { rtdb, TEST_DATABASE_URL } from "./msw/firebase-rtdb";
import { testServiceAccount } from "./service-account";
import { startSite, type TestSite } from "./server";

export type StoredRecords = Array<{ key: string; record: Record<string, string> }>;

export interface StoreUnderTest {
  name: string;
  site: () => TestSite;
  /** The records of one list, in key order, as this store has them. */
  records: (list: string) => StoredRecords;
}

/** The records of one list in msw's stand-in database, in key order. */
export const firebaseRecords = (list: string): StoredRecords =>
  [...rtdb.list(list)]
    .map(([key, record]) => ({ key, record }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));

/** Two sites of the one build in this process, each with its own settings and store. */
export function twoStoreSites(): { sqlite: StoreUnderTest; firebase: StoreUnderTest } {
  const services = mockServices();
  let sqliteSite: TestSite | undefined;
  let firebaseSite: TestSite | undefined;
  beforeAll(async () => {
    services.listen({ onUnhandledRequest });
    // A post with a key from a fresh page takes a few round trips to the store: the bound is
    // the longest there is (a busy machine may take seconds), it is not what is tested.
    sqliteSite = await startSite({ FIREBASE_DATABASE_URL: "", STORE_TIMEOUT_MS: "60000" });
    firebaseSite = await startSite({
      FIREBASE_DATABASE_URL: TEST_DATABASE_URL,
      FIREBASE_SERVICE_ACCOUNT: testServiceAccount(),
      STORE_TIMEOUT_MS: "60000",
    });
  });
  afterAll(async () => {
    await sqliteSite?.close();
    await firebaseSite?.close();
    services.close();
  });
  return {
    sqlite: {
      name: "SQLite",
      site: () => sqliteSite!,
      records: (list) => sqliteSite!.records(list),
    },
    firebase: { name: "Firebase", site: () => firebaseSite!, records: firebaseRecords },
  };
}

export interface StoreSettings {
  name: "SQLite" | "Firebase";
  /** A site's settings for this store, read afresh for each site. */
  env: () => Record<string, string>;
}

/**
 * The settings of a site on each store: SQLite in a new data folder named after `folder`, or
 * msw's stand-in Firebase; `fresh`: the stand-in is emptied first and given the shipped rules.
 */
export function storeSettings(folder: string, { fresh = false } = {}): StoreSettings[] {
  return [
    {
      name: "SQLite",
      env: () => ({
        FIREBASE_DATABASE_URL: "",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `${folder}-`)),
      }),
    },
    {
      name: "Firebase",
      env: () => {
        if (fresh) {
          rtdb.reset();
          rtdb.deployShippedRules();
        }
        return {
          FIREBASE_DATABASE_URL: TEST_DATABASE_URL,
          FIREBASE_SERVICE_ACCOUNT: testServiceAccount(),
        };
      },
    },
  ];
}
