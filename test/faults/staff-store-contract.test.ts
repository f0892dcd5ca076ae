// The staff store contract (test/store/staff-contract.ts) on both adapters: the embedded SQLite
// file, and Firebase over REST against the in-memory database of test/support/msw, made slow
// (every response 100 ms late) for the races so that the racing callers truly overlap.
import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFirebaseStore } from "#server/store/firebase";
import { addressKey } from "#server/store/firebase-staff";
import { SQLITE_FILE } from "#server/store/sqlite";
import { mockServices, onUnhandledRequest } from "../support/msw";
import { rtdb, shippedRules, TEST_DATABASE_URL } from "../support/msw/firebase-rtdb";
import { sqliteUnderTest } from "../store/open-sqlite";
import { staffContract } from "../store/staff-contract";

staffContract("SQLite", async () => {
  const opened = sqliteUnderTest("staff-contract");
  return {
    ...opened,
    async seedMembers(members) {
      await opened.store.staff.listMembers(); // the file and its tables exist once the store has been used
      const db = new Database(path.join(opened.dataDir, SQLITE_FILE));
      const insert = db.prepare(
        "INSERT INTO staff_members (email, role, added_at) VALUES (?, ?, ?)",
      );
      db.transaction(() => members.forEach((m) => insert.run(m.email, m.role, m.addedAt)))();
      db.close();
    },
  };
});

describe("Firebase over REST", () => {
  const services = mockServices();
  beforeAll(() => services.listen({ onUnhandledRequest }));
  afterAll(() => services.close());

  staffContract("Firebase", async (options = {}) => {
    rtdb.reset();
    rtdb.delayMs = options.races ? 100 : 0;
    const store = openFirebaseStore({
      databaseURL: TEST_DATABASE_URL,
      getAccessToken: async () => "test-token",
      timeoutMs: options.races ? 10_000 : 2000,
    });
    return {
      store,
      contents: async () => JSON.stringify(rtdb.root),
      async seedMembers(members) {
        rtdb.write(
          ["_staff", "members"],
          Object.fromEntries(members.map((m) => [addressKey(m.email), { ...m }])),
        );
      },
      async cleanup() {
        await store.close();
        rtdb.reset();
      },
    };
  });

  it("health names the staff index to deploy when the deployed rules lack it", async () => {
    rtdb.reset();
    const store = openFirebaseStore({
      databaseURL: TEST_DATABASE_URL,
      getAccessToken: async () => "test-token",
      timeoutMs: 2000,
    });
    const { _staff: _left, ...rules } = (shippedRules() as { rules: Record<string, unknown> })
      .rules;
    rtdb.rules = { rules } as typeof rtdb.rules;
    try {
      expect(await store.health()).toEqual({
        ok: false,
        reason: expect.stringContaining("Index not defined") as string,
        missingIndex:
          'the rules of /_staff/sessions have no ".indexOn" for "email": run npm run firebase -- deploy-rules',
      });
      rtdb.deployShippedRules();
      expect(await store.health()).toEqual({ ok: true });
    } finally {
      rtdb.deployShippedRules();
      await store.close();
    }
  });
});
