// What the store holds of a desk session and a sign-in code, read straight from each backend (the
// SQLite file, the Firebase stand-in's tree): never the session id the cookie carries (only its
// sha256, so a copy of the store signs nobody in), and a code only as its keyed hash.
import Database from "better-sqlite3";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { sessionKey } from "#server/desk/sign-in/cookies";
import { rtdb } from "../support/msw/firebase-rtdb";
import { addStaff, signIn } from "../support/desk";
import type { TestSite } from "../support/server";
import { twoStoreSites } from "../support/two-stores";
import { patience } from "../support/wait";

const stores = twoStoreSites();

/** Everything the SQLite file holds of the staff's sessions, codes and tries, as text. */
function sqliteStaffText(site: TestSite): string {
  const db = new Database(path.join(site.dataDir, "leads.sqlite"), { readonly: true });
  try {
    return ["staff_sessions", "staff_codes", "staff_tries"]
      .map((table) => JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all()))
      .join("\n");
  } finally {
    db.close();
  }
}

const firebaseStaffText = () => JSON.stringify(rtdb.read(["_staff"]));

/** The session id inside a `desk_session=<signed value>` cookie. */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return JSON.parse(Buffer.from(value.split(".")[0]!, "base64").toString("utf8")) as string;
}

describe.each([
  { name: "SQLite", site: () => stores.sqlite.site(), text: sqliteStaffText },
  { name: "Firebase", site: () => stores.firebase.site(), text: () => firebaseStaffText() },
])("$name: the desk's sign-in records", ({ site, text }) => {
  it("hold a session under the hash of its id, never the id, and a code only as a keyed hash", async () => {
    await addStaff(site(), "kept@example.com", "sales");
    const id = sessionIdOf(await signIn(site(), "kept@example.com"));
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const held = text(site());
    expect(held).toContain(sessionKey(id));
    expect(held).not.toContain(id);
    // A code asked for and not used: its record has a hash, no secret.
    await fetch(`${site().url}/desk/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: site().url,
        "sec-fetch-site": "same-origin",
      },
      body: new URLSearchParams({ email: "kept@example.com" }).toString(),
    });
    // The code is made after responding.
    const code = await vi.waitFor(async () => {
      const held = await site().store().staff.getCode("kept@example.com");
      expect(held).toBeDefined();
      return held;
    }, patience);
    expect(code?.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(code ?? {}).sort()).toEqual([
      "codeHash",
      "createdAt",
      "email",
      "expiresAt",
      "id",
      "linkHash",
    ]);
  });
});
