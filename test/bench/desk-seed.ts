// 100,000 leads (and a few thousand newsletter sign-ups) written straight into a SQLite file
// with the store's own tables and statements, in one transaction: the desk benchmark needs a
// big store in seconds, not the hours that 100,000 posts (each waiting for the disk) take.
// Every lead gets its record, its context and its inbox row exactly as insertLead writes them;
// a share of them have moved on from New, as a working desk's would.
import Database from "better-sqlite3";
import path from "node:path";
import { leadSummary } from "#server/leads/summary";
import { listNames } from "#server/leads/records";
import { rowId } from "#server/store/desk";
import { insertSqliteDeskRow } from "#server/store/sqlite-desk";
import { openSchema, prepareStatements } from "#server/store/sqlite-schema";
import { SQLITE_FILE } from "#server/store/sqlite";
import { callbackCourseOptions } from "#shared/catalogue/callback-options";
import { localDateTime } from "#shared/dates";
import type { FormId } from "#shared/forms";
import { mintSubmissionKey } from "#shared/forms/keys";
import type { LeadContext } from "#shared/forms/lead-context";
import { type LeadStatus } from "#shared/desk";

const FIRST = [
  "Priya",
  "Ravi",
  "Asha",
  "Meera",
  "Kiran",
  "Sunil",
  "Anita",
  "Vikram",
  "Neha",
  "Arjun",
  "Pooja",
  "Rahul",
  "Divya",
  "Sanjay",
  "Kavya",
  "Rohit",
];
const LAST = [
  "Sharma",
  "Kumar",
  "Rao",
  "Iyer",
  "Das",
  "Patel",
  "Reddy",
  "Nair",
  "Gupta",
  "Singh",
  "Menon",
  "Joshi",
  "Verma",
  "Pillai",
  "Bose",
  "Khan",
];
const SOURCES: LeadContext["attribution"][] = [
  { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring-aws" },
  { utm_source: "google", utm_medium: "cpc", utm_campaign: "vlsi-2025" },
  { utm_source: "facebook", utm_medium: "paid", utm_campaign: "summer-intern" },
  { utm_source: "newsletter", utm_medium: "email", utm_campaign: "march" },
  { referrer: "www.linkedin.com" },
  {},
  {},
];
const STATUSES: LeadStatus[] = [
  "new",
  "new",
  "new",
  "contacted",
  "contacted",
  "qualified",
  "enrolled",
  "lost",
];
const OWNERS = ["", "asha@aptora.test", "ravi@aptora.test", "meera@aptora.test"];

/** A small, repeatable random source: every run seeds the same leads. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export interface Seeded {
  leads: number;
  newsletter: number;
  ms: number;
}

export function seedDeskLeads(
  dataDir: string,
  options: { leads: number; newsletter: number; timeZone: string; now: number },
): Seeded {
  const started = Date.now();
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  openSchema(db);
  // One transaction that need not wait for the disk: a benchmark's seed, not a lead.
  db.pragma("synchronous = OFF");
  const s = prepareStatements(db);
  const pick = random(42);
  const one = <T>(items: readonly T[]) => items[Math.floor(pick() * items.length)]!;
  const year = 365 * 24 * 60 * 60 * 1000;
  const forms: FormId[] = [
    "callback",
    "callback",
    "callback",
    "callback",
    "callback",
    "contact",
    "contact",
    "enrollment",
    "enrollment",
    "ambassador",
  ];
  const write = (form: FormId, n: number) => {
    const at = options.now - Math.floor(pick() * year);
    const name = `${one(FIRST)} ${one(LAST)}`;
    const email = `${name.toLowerCase().replace(" ", ".")}${n}@example.com`;
    const phone = `${6 + Math.floor(pick() * 4)}${String(Math.floor(pick() * 1e9)).padStart(9, "0")}`;
    const date = localDateTime(new Date(at), options.timeZone);
    const course = one(callbackCourseOptions);
    const records: Record<FormId, Record<string, string>> = {
      callback: { fullName: name, phone, email, course, date, source: "/" },
      contact: {
        name,
        email,
        subject: "Batch dates",
        message: "When does the next batch start?",
        date,
      },
      enrollment: {
        fullName: name,
        email,
        contactNumber: phone,
        instituteName: "IIT",
        url: "https://www.aptora.test/computerscience/aws",
        date,
      },
      ambassador: { fullName: name, phone, email, college: "NIT", graduation_year: "2024", date },
      newsletter: { email, date },
    };
    const record = records[form];
    const attribution = one(SOURCES);
    const context: LeadContext | undefined =
      attribution && Object.keys(attribution).length > 0 ? { attribution } : undefined;
    const list = listNames[form];
    const key = mintSubmissionKey(at);
    s.insertRecord.run(list, key, JSON.stringify(record));
    if (context) s.insertContext.run(list, key, JSON.stringify(context));
    insertSqliteDeskRow(s, list, key, leadSummary(form, record, context), at);
    const status = form === "newsletter" ? "new" : one(STATUSES);
    if (status !== "new")
      s.updateDeskState.run(
        status,
        one(OWNERS),
        status === "lost" ? "No budget" : null,
        null,
        at + 3_600_000,
        null,
        null,
        null,
        null,
        at + 3_600_000,
        rowId(list, key),
      );
  };
  db.transaction(() => {
    for (let n = 0; n < options.leads; n++) write(one(forms), n);
    for (let n = 0; n < options.newsletter; n++) write("newsletter", options.leads + n);
  })();
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  return { leads: options.leads, newsletter: options.newsletter, ms: Date.now() - started };
}
