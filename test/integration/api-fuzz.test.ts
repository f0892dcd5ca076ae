// The submission endpoints against an oracle of their own (test/support/spec-rules.ts):
// property-based bodies of valid and invalid values per spec rule must get exactly the
// spec's response and stored record; then 2,400 hostile bodies: no 5xx, nothing stored that
// breaks a spec rule, no prototype polluted.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formCases } from "../support/forms";
import { formRules, storedText, type Refused, type Rule } from "../support/spec-rules";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const fieldNames = [
  "fullName",
  "phone",
  "email",
  "course",
  "name",
  "subject",
  "message",
  "college",
  "graduation_year",
  "contactNumber",
  "instituteName",
  "department",
  "source",
];
const nastyKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "date",
  "url",
  "key",
  "",
  " ",
  "a.b",
  "$where",
];
const goodValues = [
  "Asha Rao",
  "9876543210",
  "asha@example.com",
  "AWS",
  "2022",
  "computerscience",
  "aws",
  "/",
  "Nirma University",
  "0123456789",
];

function value(r: ReturnType<typeof random>, depth = 0): unknown {
  switch (r.int(12)) {
    case 0:
      return r.pick(goodValues);
    case 1:
      return r.pick(goodValues) + String.fromCharCode(r.int(32));
    case 2:
      return "\u0000\u0007\u001b[31m\u202e\ufeff\ud800";
    case 3:
      return "x".repeat(r.int(20_000));
    case 4:
      return r.int(2) ? r.next() * 1e12 : -0;
    case 5:
      return r.int(2) === 1;
    case 6:
      return null;
    case 7:
      return depth < 2 ? [value(r, depth + 1), value(r, depth + 1)] : [];
    case 8:
      return depth < 2 ? { __proto__: { polluted: "yes" }, nested: value(r, depth + 1) } : {};
    case 9:
      return "<script>alert(1)</script>";
    case 10:
      return "=cmd|' /C calc'!A0";
    default:
      return "\u{1F600}".repeat(r.int(50));
  }
}

function body(r: ReturnType<typeof random>): { type: string | undefined; text: string } {
  const fields: Record<string, unknown> = {};
  const count = r.int(9);
  for (let i = 0; i < count; i++)
    fields[r.int(4) ? r.pick(fieldNames) : r.pick(nastyKeys)] = value(r);
  const shape = r.int(10);
  if (shape === 0)
    return {
      type: "application/json",
      text: `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"email":"p@example.com"}`,
    };
  if (shape === 1)
    return { type: "application/json", text: JSON.stringify(fields).slice(0, r.int(200)) };
  if (shape === 2)
    return {
      type: r.pick(["text/plain", "multipart/form-data; boundary=x", undefined, "application/xml"]),
      text: "a=b",
    };
  if (shape === 3)
    return { type: "application/json", text: JSON.stringify(r.pick([[], "text", 42, null, true])) };
  if (shape < 7) return { type: "application/json; charset=utf-8", text: JSON.stringify(fields) };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields))
    params.append(k, typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
  if (r.int(3) === 0) params.append("email", "dup@example.com");
  return { type: "application/x-www-form-urlencoded", text: params.toString() };
}

type FormId = keyof typeof formRules;
const formIds = Object.keys(formRules) as FormId[];
const submissionPaths: Record<FormId, string> = {
  callback: "/callbacks",
  contact: "/contact-messages",
  ambassador: "/ambassador-applications",
  enrollment: "/enrollments",
  newsletter: "/newsletter-subscriptions",
};
const lists: Record<FormId, string> = {
  callback: "RCB Leads",
  contact: "contactForm",
  ambassador: "Campus Ambassador",
  enrollment: "courseFormData",
  newsletter: "newsletter",
};
/** Spec section 8 (and 0005 for the newsletter): the dialog for a missing field, and for any other error. */
const dialogs: Record<FormId, { missing: [string, string]; invalid: [string, string] }> = {
  callback: {
    missing: ["Submission Error", "Please fill in all required fields."],
    invalid: ["Submission Error", "Please fix validation errors before submitting."],
  },
  contact: {
    missing: ["Validation Error", "Please fill in all fields correctly before submitting."],
    invalid: ["Validation Error", "Please fill in all fields correctly before submitting."],
  },
  ambassador: {
    missing: [
      "Submission Error",
      "There was an error submitting the data. Please try again later.",
    ],
    invalid: [
      "Submission Error",
      "There was an error submitting the data. Please try again later.",
    ],
  },
  enrollment: {
    missing: ["Validation Error", "Please fill in all fields correctly before submitting."],
    invalid: ["Validation Error", "Please fill in all fields correctly before submitting."],
  },
  newsletter: {
    missing: ["Submission Error", "Please fill in all required fields."],
    invalid: ["Submission Error", "Please fix validation errors before submitting."],
  },
};
const successTexts: Record<FormId, string> = {
  callback: "Data submitted successfully!",
  contact: "Your message has been sent!",
  ambassador: "Data submitted successfully!",
  enrollment: "Your enrollment has been recorded!",
  newsletter: "You are subscribed. Watch your inbox for our next newsletter.",
};

type Filled = { kind: "valid"; value: string } | ({ kind: "invalid" } & Refused);

/** Each field valid or invalid by its spec rule, mostly valid so that whole forms pass too. */
const filling = (rules: Record<string, Rule>) =>
  fc.record(
    Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [
        name,
        fc.oneof(
          { weight: 3, arbitrary: rule.valid.map((value): Filled => ({ kind: "valid", value })) },
          { weight: 1, arbitrary: rule.invalid.map((r): Filled => ({ kind: "invalid", ...r })) },
        ),
      ]),
    ),
  );

describe("the spec's rules as an oracle", () => {
  it.each(formIds)(
    "%s: every field's rule and message, and the stored record",
    async (form) => {
      const rules: Record<string, Rule> = formRules[form];
      let stored = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(filling(rules), async (filled) => {
          const body: Record<string, string> = Object.fromEntries(
            Object.entries(filled).map(([name, f]) => [name, f.value]),
          );
          if (form === "enrollment")
            Object.assign(body, { department: "computerscience", course: "aws" });
          const response = await fetch(`${site.url}/api/v1${submissionPaths[form]}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          const responseBody = (await response.json()) as {
            key?: string;
            title: string;
            message: string;
            fields?: Record<string, string>;
          };
          const wrong = Object.entries(filled).filter(
            (entry): entry is [string, Filled & { kind: "invalid" }] => entry[1].kind === "invalid",
          );
          if (wrong.length === 0) {
            stored++;
            expect(response.status, JSON.stringify(responseBody)).toBe(201);
            expect(responseBody).toEqual({
              key: expect.stringMatching(/^[-0-9A-Za-z_]{20}$/),
              title: "Success!",
              message: successTexts[form],
            });
            const record = site
              .records(lists[form])
              .find((r) => r.key === responseBody.key)?.record;
            for (const [name, f] of Object.entries(filled)) {
              // A newsletter sign-up of a known address keeps the first record's spelling.
              if (form === "newsletter")
                expect(record?.[name]?.toLowerCase()).toBe(storedText(f.value).toLowerCase());
              else
                expect(record?.[name], name).toBe(
                  rules[name]!.stored?.(f.value) ?? storedText(f.value),
                );
            }
          } else {
            refused++;
            expect(response.status, JSON.stringify(body)).toBe(422);
            const missing = wrong.some(([, f]) => f.message === "This field is required.");
            const [title, message] = dialogs[form][missing ? "missing" : "invalid"];
            expect(responseBody).toEqual({
              title,
              message,
              fields: Object.fromEntries(wrong.map(([name, f]) => [name, f.message])),
            });
          }
        }),
        { numRuns: 120, seed: 20261124 },
      );
      expect(stored).toBeGreaterThan(5);
      expect(refused).toBeGreaterThan(5);
    },
    120_000,
  );
});

/** Does a stored record break a spec rule? */
const breaks = (form: FormId, record: Record<string, string>) =>
  Object.entries(formRules[form] as Record<string, Rule>)
    .filter(([name, rule]) => !rule.holds(record[name] ?? ""))
    .map(([name]) => name);

describe("fuzzing the submission endpoints", () => {
  it("never responds 5xx, stores only valid records, and pollutes nothing", async () => {
    const r = random(20261122);
    const statuses = new Map<number, number>();
    const BATCH = 24;
    for (let batch = 0; batch < 100; batch++) {
      const requests = Array.from({ length: BATCH }, () => {
        const form = r.pick(formIds);
        const { type, text } = body(r);
        const headers: Record<string, string> = type ? { "content-type": type } : {};
        if (r.int(5) === 0)
          headers["idempotency-key"] = r.pick(["k1", "k2", " bad key ", "\u00e9", "x".repeat(300)]);
        return fetch(`${site.url}/api/v1${submissionPaths[form]}`, {
          method: "POST",
          headers,
          body: text,
        }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        });
      });
      for (const status of await Promise.all(requests))
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(2400);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(0);

    for (const c of formCases) {
      for (const { record } of site.records(c.list)) {
        expect(Object.keys(record).sort()).toEqual(c.storedFields);
        expect(breaks(c.form, record), JSON.stringify(record)).toEqual([]);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  }, 180_000);
});
