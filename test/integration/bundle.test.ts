// The browser bundle must carry no server code, no credentials and no database address.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { courses } from "../../shared/catalogue/courses";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe("client bundle", () => {
  const bundle = files("public/build").filter((f) => f.endsWith(".js"));

  it("exists", () => {
    expect(bundle.length).toBeGreaterThan(3);
  });

  it.each([
    "firebase-admin",
    "better-sqlite3",
    "private_key",
    "FIREBASE_SERVICE_ACCOUNT",
    "FIREBASE_DATABASE_URL",
    "firebaseio.com",
    "googleapis.com",
    "leads.sqlite",
    "RATE_LIMIT_PER_MINUTE",
    "RateLimiterMemory",
    "node:crypto",
    "nodemailer",
    "LEADS_WEBHOOK_SECRET",
    "runIntake",
    "insertLead",
  ])("does not contain %s", (needle) => {
    const hits = bundle.filter((file) => readFileSync(file, "utf8").includes(needle));
    expect(hits).toEqual([]);
  });

  it("leaves course texts to the loaders: no page downloads the whole catalogue", () => {
    const all = bundle.map((file) => readFileSync(file, "utf8")).join("\n");
    const leaked = courses.filter((c) => all.includes(c.course_outline[0]!.answer.slice(0, 60)));
    expect(leaked.map((c) => c.slug)).toEqual([]);
  });

  it("does not name any stored list other than through the forms", () => {
    // List names live server-side only; a browser has no business knowing them.
    const hits = bundle.filter((file) => /RCB Leads|courseFormData/.test(readFileSync(file, "utf8")));
    expect(hits).toEqual([]);
  });
});
