// 2,400 generated bodies against the submission endpoints: no 5xx, nothing invalid
// stored, no prototype polluted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionPaths } from "../../shared/api/contract";
import { formIds, validateForm, type FormId } from "../../shared/forms";
import { formCases } from "../support/forms";
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

const fieldNames = ["fullName", "phone", "email", "course", "name", "subject", "message", "college", "graduation_year", "contactNumber", "instituteName", "department", "source"];
const nastyKeys = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "date", "url", "key", "", " ", "a.b", "$where"];
const goodValues = ["Asha Rao", "9876543210", "asha@example.com", "AWS", "2022", "computerscience", "aws", "/", "Nirma University", "0123456789"];

function value(r: ReturnType<typeof random>, depth = 0): unknown {
  switch (r.int(12)) {
    case 0: return r.pick(goodValues);
    case 1: return r.pick(goodValues) + String.fromCharCode(r.int(32));
    case 2: return "\u0000\u0007\u001b[31m\u202e\ufeff\ud800";
    case 3: return "x".repeat(r.int(20_000));
    case 4: return r.int(2) ? r.next() * 1e12 : -0;
    case 5: return r.int(2) === 1;
    case 6: return null;
    case 7: return depth < 2 ? [value(r, depth + 1), value(r, depth + 1)] : [];
    case 8: return depth < 2 ? { __proto__: { polluted: "yes" }, nested: value(r, depth + 1) } : {};
    case 9: return "<script>alert(1)</script>";
    case 10: return "=cmd|' /C calc'!A0";
    default: return "\u{1F600}".repeat(r.int(50));
  }
}

function body(r: ReturnType<typeof random>): { type: string | undefined; text: string } {
  const fields: Record<string, unknown> = {};
  const count = r.int(9);
  for (let i = 0; i < count; i++) fields[r.int(4) ? r.pick(fieldNames) : r.pick(nastyKeys)] = value(r);
  const shape = r.int(10);
  if (shape === 0) return { type: "application/json", text: `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"email":"p@example.com"}` };
  if (shape === 1) return { type: "application/json", text: JSON.stringify(fields).slice(0, r.int(200)) };
  if (shape === 2) return { type: r.pick(["text/plain", "multipart/form-data; boundary=x", undefined, "application/xml"]), text: "a=b" };
  if (shape === 3) return { type: "application/json", text: JSON.stringify(r.pick([[], "text", 42, null, true])) };
  if (shape < 7) return { type: "application/json; charset=utf-8", text: JSON.stringify(fields) };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) params.append(k, typeof v === "string" ? v : JSON.stringify(v) ?? "");
  if (r.int(3) === 0) params.append("email", "dup@example.com");
  return { type: "application/x-www-form-urlencoded", text: params.toString() };
}

describe("fuzzing the submission endpoints", () => {
  it("never answers 5xx, stores only valid records, and pollutes nothing", async () => {
    const r = random(20261122);
    const statuses = new Map<number, number>();
    const BATCH = 24;
    for (let batch = 0; batch < 100; batch++) {
      const requests = Array.from({ length: BATCH }, () => {
        const form = r.pick(formIds);
        const { type, text } = body(r);
        const headers: Record<string, string> = type ? { "content-type": type } : {};
        if (r.int(5) === 0) headers["idempotency-key"] = r.pick(["k1", "k2", " bad key ", "\u00e9", "x".repeat(300)]);
        return fetch(`${site.url}/api/v1${submissionPaths[form]}`, { method: "POST", headers, body: text }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        });
      });
      for (const status of await Promise.all(requests)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(2400);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(0);

    for (const c of formCases) {
      for (const { record } of site.records(c.list)) {
        expect(Object.keys(record).sort()).toEqual(c.storedFields);
        expect(validateForm(c.form as FormId, record).success, JSON.stringify(record)).toBe(true);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  }, 180_000);
});
