// Lead notifications as the outbox will hold them: records made by the real builders of the
// form definitions (shared/forms/definitions/), stored at a fixed instant.
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { buildRecord, listNames, type RecordContext } from "#server/leads/records";
import type { LeadNotification, NotifiedForm } from "#server/notify/types";
import { CLIENT_LIMITS_OFF } from "./server";

/** 4:05 PM on 3 March 2025 in Asia/Kolkata. */
export const STORED_AT = "2025-03-03T10:35:00.000Z";
export const TIME_ZONE = "Asia/Kolkata";
export const RECEIVED_TEXT = "3 March 2025, 4:05 PM (Asia/Kolkata)";

const context = (extra: Partial<RecordContext> = {}): RecordContext => ({
  now: new Date(STORED_AT),
  timeZone: TIME_ZONE,
  source: "/",
  url: "",
  ...extra,
});

export const sampleLeads: Record<NotifiedForm, LeadNotification> = {
  callback: {
    id: "-OKcb0000000000000001",
    form: "callback",
    list: listNames.callback,
    record: buildRecord(
      "callback",
      {
        fullName: "Priya Sharma",
        phone: "9876543210",
        email: "priya.sharma@example.com",
        course: "AWS",
      },
      context({ source: "/computerscience/aws" }),
    ),
    page: "/computerscience/aws",
    storedAt: STORED_AT,
  },
  contact: {
    id: "-OKct0000000000000002",
    form: "contact",
    list: listNames.contact,
    record: buildRecord(
      "contact",
      {
        name: "Rahul Verma",
        email: "rahul.verma@example.org",
        subject: "Question about fees",
        message: "Hello,\nwhat does the Pro plan cost?",
      },
      context(),
    ),
    page: "/Contact",
    storedAt: STORED_AT,
  },
  enrollment: {
    id: "-OKen0000000000000003",
    form: "enrollment",
    list: listNames.enrollment,
    record: buildRecord(
      "enrollment",
      {
        fullName: "Ananya Iyer",
        email: "ananya@example.in",
        contactNumber: "9123456780",
        instituteName: "PES University",
      },
      context({ url: "https://www.aptoralearning.com/computerscience/cybersecurity" }),
    ),
    page: "https://www.aptoralearning.com/computerscience/cybersecurity",
    storedAt: STORED_AT,
  },
  ambassador: {
    id: "-OKam0000000000000004",
    form: "ambassador",
    list: listNames.ambassador,
    record: buildRecord(
      "ambassador",
      {
        fullName: "Karan Mehta",
        phone: "8899776655",
        email: "karan.mehta@example.com",
        college: "Christ University",
        graduation_year: "2024",
      },
      context(),
    ),
    page: "/campusAmb",
    storedAt: STORED_AT,
  },
};

/** A fresh Standard Webhooks secret: whsec_ and the base64 of 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/**
 * Settings of a built server (test/support/built-server.ts) whose only notification channel
 * is the webhook: the email settings another test may have put in the environment are blanked.
 */
export const webhookOnlyEnv = (dataDir: string, url: string, secret: string) => ({
  SMTP_URL: "",
  LEADS_EMAIL_FROM: "",
  LEADS_EMAIL_TO: "",
  LEADS_EMAIL_TO_CALLBACK: "",
  LEADS_EMAIL_TO_ENROLLMENT: "",
  LEADS_EMAIL_TO_CONTACT: "",
  LEADS_EMAIL_TO_AMBASSADOR: "",
  DATA_DIR: dataDir,
  ...CLIENT_LIMITS_OFF,
  LEADS_WEBHOOK_URL: url,
  LEADS_WEBHOOK_SECRET: secret,
  NOTIFY_RETRY_BASE_MS: "200",
  // Long beside a loopback round trip even on a busy machine, where a short deadline can end an
  // attempt the receiver took (it is then sent again, correctly, and a test counting copies
  // fails); short enough that a lease left by a killed server ends within the test.
  NOTIFY_TIMEOUT_MS: "5000",
});

/** Visitor text that tries to add a header and markup. */
export const HOSTILE_NAME = "Priya\r\nBcc: x@evil.example <script>alert(1)</script>";

/** An outbox entry as the SQLite file holds it. */
export interface OutboxRow {
  id: string;
  key: string;
  channel: string;
  state: string;
  attempts: number;
  lease_owner: string | null;
  lease_until: number | null;
}

/** The outbox entries of a data folder's SQLite file, by id. */
export function outboxRows(dataDir: string): OutboxRow[] {
  const db = new Database(path.join(dataDir, "leads.sqlite"), { readonly: true });
  try {
    return db
      .prepare(
        "SELECT id, key, channel, state, attempts, lease_owner, lease_until FROM outbox ORDER BY id",
      )
      .all() as OutboxRow[];
  } finally {
    db.close();
  }
}
