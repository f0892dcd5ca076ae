// The REST gateway through its typed client: catalogue counts and caching, each
// submission with the spec's fields and messages, and every error status.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "#shared/api/client";
import { submissionExamples } from "#shared/api/examples";
import type { FormId } from "#shared/forms";
import { bodyLimitBytes } from "#shared/forms/limits";
import { courses, departmentCourses, findCourse } from "#shared/catalogue/courses";
import { departments } from "#shared/catalogue/departments";
import { formCases } from "../support/forms";
import { rawRequest, type RawResponse } from "../support/raw-http";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;
let api: ApiClient;
beforeAll(async () => {
  site = await startSite({ CORS_ORIGINS: "https://partner.example" });
  api = createApiClient(site.url);
});
afterAll(() => site.close());

const REQUIRED = "This field is required.";
const NAME = "Name can only contain alphabets and spaces.";
const PHONE = "Invalid phone number. Please enter 10 digits.";
const EMAIL = "Invalid email address.";
/** What the spec says about each field of the invalid examples (each form definition's api.examples). */
const invalidExampleMessages: Record<FormId, Record<string, string>> = {
  callback: {
    fullName: NAME,
    phone: PHONE,
    email: EMAIL,
    course: "Please choose a course from the list.",
  },
  contact: { name: REQUIRED, email: EMAIL, message: REQUIRED },
  enrollment: { contactNumber: "Phone number must be 10 digits.", instituteName: REQUIRED },
  ambassador: {
    phone: PHONE,
    college: NAME,
    graduation_year: "Please choose a graduation year from the list.",
  },
  newsletter: { email: EMAIL },
};

const caseOf = (form: FormId) => formCases.find((c) => c.form === form)!;

describe("catalogue", () => {
  it("lists the departments with their course counts", async () => {
    const result = await api.departments();
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.data.departments.map((d) => [d.slug, d.courseCount])).toEqual(
      departments.map((d) => [d.slug, departmentCourses(d.slug).length]),
    );
    const ece = await api.department("ece");
    expect(ece.ok && ece.data.courses.map((c) => c.course_name)).toEqual([
      "VLSI Design",
      "Robotics",
      "Internet of Things",
    ]);
  });

  it("lists every course, filters by department, and gives one in full", async () => {
    const all = await api.courses();
    expect(all.ok && all.data.courses).toHaveLength(courses.length);
    const civil = await api.courses("civil");
    expect(civil.ok && civil.data.courses.map((c) => c.slug)).toEqual([
      "autocad",
      "staadpro",
      "construction-planning",
    ]);
    const aws = await api.course("computerscience", "aws");
    if (!aws.ok) throw new Error("no course");
    expect(aws.data.course.title).toBe("AWS Cloud Computing");
    expect(aws.data.course.course_outline).toEqual(
      findCourse("computerscience", "aws")!.course_outline,
    );
    expect(aws.data.course.path).toBe("/computerscience/aws");
  });

  it("gives the 3 plans and the 11 + 5 FAQs", async () => {
    const plans = await api.plans();
    expect(plans.ok && plans.data.plans.map((p) => p.price)).toEqual([5000, 7000, 10000]);
    expect(plans.ok && plans.data.currency).toBe("INR");
    const faqs = await api.faqs();
    expect(faqs.ok && [faqs.data.main.length, faqs.data.ambassador.length]).toEqual([11, 5]);
  });

  it("responds to unknown slugs with a JSON 404", async () => {
    for (const result of [
      await api.department("cooking"),
      await api.course("ece", "aws"),
      await api.courses("cooking"),
    ]) {
      expect(result.status).toBe(404);
      expect(!result.ok && result.problem.title).toBe("Not Found");
    }
  });

  it.each([
    [
      "departments",
      () => api.departments(),
      (etag: string) => api.departments({ ifNoneMatch: etag }),
    ],
    [
      "department",
      () => api.department("civil"),
      (etag: string) => api.department("civil", { ifNoneMatch: etag }),
    ],
    [
      "courses",
      () => api.courses(),
      (etag: string) => api.courses(undefined, { ifNoneMatch: etag }),
    ],
    [
      "course",
      () => api.course("ece", "iot"),
      (etag: string) => api.course("ece", "iot", { ifNoneMatch: etag }),
    ],
    ["plans", () => api.plans(), (etag: string) => api.plans({ ifNoneMatch: etag })],
    ["faqs", () => api.faqs(), (etag: string) => api.faqs({ ifNoneMatch: etag })],
  ] as const)("%s is cacheable and responds 304 to its ETag", async (_name, first, again) => {
    const fresh = await first();
    const etag = fresh.headers.get("etag");
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    expect(fresh.headers.get("cache-control")).toContain("max-age");
    const cached = await again(etag!);
    expect(cached.status).toBe(304);
    const stale = await again('"something-else"');
    expect(stale.status).toBe(200);
  });

  // Sent as the client reads it: as it is, or compressed as it goes out.
  const ENCODINGS = ["identity", "gzip", "br"] as const;
  const getRaw = (path: string, headers: Record<string, string>) =>
    rawRequest(site.url, { path, headers });
  /** The names in a Vary header, in any order. */
  const varies = (response: RawResponse) =>
    String(response.headers.vary ?? "")
      .split(/\s*,\s*/)
      .filter(Boolean)
      .sort();
  const CACHE_KEPT = ["cache-control", "etag", "content-type"] as const;
  const kept = (response: RawResponse) => ({
    vary: varies(response),
    ...Object.fromEntries(CACHE_KEPT.map((name) => [name, response.headers[name]])),
  });

  it.each([
    ["/api/v1/faqs", ["Accept-Encoding", "Origin"]],
    ["/api/v1/courses?department=ece", ["Accept-Encoding", "Origin"]],
    // Too short to be compressed: it varies by nothing but Origin.
    ["/api/v1/courses?q=zzzzzz", ["Origin"]],
  ])(
    "%s: a 304 carries the Vary, Cache-Control and ETag of the 200 it stands for, in every encoding",
    async (path, vary) => {
      for (const encoding of ENCODINGS) {
        const fresh = await getRaw(path, { "accept-encoding": encoding });
        expect(fresh.status, encoding).toBe(200);
        expect(varies(fresh), encoding).toEqual(vary);
        expect(fresh.headers["cache-control"], encoding).toMatch(/^public, max-age=\d+$/);
        const notModified = await getRaw(path, {
          "accept-encoding": encoding,
          "if-none-match": String(fresh.headers.etag),
        });
        expect(notModified.status, encoding).toBe(304);
        expect(notModified.body, encoding).toBe("");
        expect(kept(notModified), encoding).toEqual(kept(fresh));
      }
    },
  );

  it("never names different bytes with one strong ETag: the tag is weak, one for every encoding of the body", async () => {
    const sent = await Promise.all(
      ENCODINGS.map((encoding) => getRaw("/api/v1/faqs", { "accept-encoding": encoding })),
    );
    expect(sent.map((response) => response.headers["content-encoding"])).toEqual([
      undefined,
      "gzip",
      "br",
    ]);
    const [etag] = sent.map((response) => response.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(sent.map((response) => response.headers.etag)).toEqual([etag, etag, etag]);
    // The tag a client got in one encoding is current in every other.
    for (const encoding of ENCODINGS)
      expect(
        (
          await getRaw("/api/v1/faqs", {
            "accept-encoding": encoding,
            "if-none-match": String(etag),
          })
        ).status,
        encoding,
      ).toBe(304);
  });
});

describe.each(formCases.map((c) => c.form))("POST %s", (form) => {
  const c = caseOf(form);
  const example = submissionExamples[form];

  it("stores a valid body with exactly the spec's fields and responds 201 with the key", async () => {
    const body = { ...example.valid, email: `api.${form}@example.com` };
    const result = await api.submit(form, body);
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    expect(result.status).toBe(201);
    expect(result.data.title).toBe("Success!");
    const stored = site.records(c.list).find((r) => r.key === result.data.key);
    expect(stored).toBeDefined();
    expect(Object.keys(stored!.record).sort()).toEqual(c.storedFields);
    expect(stored!.record.email).toBe(body.email);
    expect(stored!.record.date).toMatch(c.dateFormat);
    if (form === "callback") expect(stored!.record.source).toBe("/partner/landing");
    if (form === "enrollment") expect(stored!.record.url).toBe(`${site.url}/computerscience/aws`);
  });

  it("takes form-encoded bodies too", async () => {
    const result = await api.submit(
      form,
      { ...example.valid, email: `form.${form}@example.com` },
      { encoding: "form" },
    );
    expect(result.status).toBe(201);
  });

  it("responds to an invalid body with 422 and the exact message per field", async () => {
    const before = site.records(c.list).length;
    const result = await api.submit(form, example.invalid as never);
    expect(result.status).toBe(422);
    if (result.ok) throw new Error("expected a problem");
    expect(result.problem.title).toBe(c.dialog.title);
    expect(result.problem.fields).toEqual(invalidExampleMessages[form]);
    expect(site.records(c.list).length).toBe(before);
  });

  it("makes one record of five posts with the same Idempotency-Key", async () => {
    const body = { ...example.valid, email: `idem.${form}@example.com` };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.submit(form, body as never, { idempotencyKey: `retry-${form}-1` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.ok && r.data.key)).size).toBe(1);
    expect(site.records(c.list).filter((r) => r.record.email === body.email)).toHaveLength(1);
  });
});

describe("errors", () => {
  const post = (
    path: string,
    body: string,
    headers: Record<string, string> = { "content-type": "application/json" },
  ) => fetch(`${site.url}/api/v1${path}`, { method: "POST", body, headers });

  it("checks the enrollment's course and the call-back's source", async () => {
    const enrollment = await api.submit("enrollment", {
      ...submissionExamples.enrollment.valid,
      course: "cooking",
    } as never);
    expect(enrollment.status).toBe(422);
    expect(!enrollment.ok && enrollment.problem.fields?.course).toBe(
      "No course has this department and course slug.",
    );
    const callback = await api.submit("callback", {
      ...submissionExamples.callback.valid,
      source: "https://elsewhere",
    } as never);
    expect(!callback.ok && callback.problem.fields?.source).toBe(
      "The source must be a page path that starts with /.",
    );
  });

  it("responds 413 past the longest valid body, 415 for another type, 400 for broken JSON", async () => {
    const big = await post(
      "/contact-messages",
      JSON.stringify({ message: "x".repeat(bodyLimitBytes("contact") + 1) }),
    );
    expect(big.status).toBe(413);
    expect(((await big.json()) as { title: string }).title).toBe("Submission Error");
    expect(
      (await post("/contact-messages", "hello", { "content-type": "text/plain" })).status,
    ).toBe(415);
    expect(
      (await post("/contact-messages", "{not json", { "content-type": "application/json" })).status,
    ).toBe(400);
    expect((await post("/contact-messages", "[1,2]")).status).toBe(422);
  });

  it("responds 404 in JSON for unknown API paths and 405 for a wrong method", async () => {
    const missing = await fetch(`${site.url}/api/v1/teachers`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/json");
    const wrong = await fetch(`${site.url}/api/v1/plans`, { method: "DELETE" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await fetch(`${site.url}/api/v1/callbacks`)).status).toBe(405);
  });

  it("lets allowed origins in by CORS and keeps others out", async () => {
    const preflight = await fetch(`${site.url}/api/v1/callbacks`, {
      method: "OPTIONS",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Idempotency-Key");
    const foreign = await post(
      "/newsletter-subscriptions",
      JSON.stringify({ email: "cors@example.com" }),
      {
        "content-type": "application/json",
        origin: "https://evil.example",
      },
    );
    expect(foreign.status).toBe(403);
    const read = await fetch(`${site.url}/api/v1/plans`, {
      headers: { origin: "https://evil.example" },
    });
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
  });
});
