import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "#shared/api/client";
import { postForm, startSite, type TestSite } from "../support/server";
import { formCases, variant } from "../support/forms";

let site: TestSite;
beforeAll(async () => {
  site = await startSite({ RATE_LIMIT_PER_MINUTE: "5", CERTIFICATE_LOOKUPS_PER_MINUTE: "8" });
});
afterAll(() => site.close());

// Posts are counted per person (the same email address or phone number) and form, not per
// client address: every post below comes from one address (shared-addresses.test.ts has many
// people behind one address).
describe("per-person, per-form rate limit", () => {
  it("responds to one person's 6th post in a minute with 429, a clear message and the typed values", async () => {
    const contact = formCases[1]!;
    const person = (n: number): Record<string, string> => ({
      ...variant(contact, 1),
      subject: `Question ${n}`,
    });
    for (let n = 0; n < 5; n++)
      expect((await postForm(site, contact.postTo, person(n))).status).toBe(303);
    const sixth = person(6);
    const response = await postForm(site, contact.postTo, sixth);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain("Too many attempts");
    expect(html).toContain(`value="${sixth.email!}"`);
    expect(html).toContain(`value="${sixth.subject!}"`);
    expect(site.records(contact.list)).toHaveLength(5);
    // Another person behind the same address is taken.
    expect((await postForm(site, contact.postTo, variant(contact, 2))).status).toBe(303);
  });

  it("responds to the API's 6th post of one person in a minute with 429 and Retry-After", async () => {
    const api = createApiClient(site.url);
    const statuses = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await api.submit("newsletter", { email: "limit@example.com" })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The same address in other letters is the same person.
    const last = await api.submit("newsletter", { email: "LIMIT@example.com" });
    expect(!last.ok && last.problem.title).toBe("Too many attempts");
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api.submit("newsletter", { email: "limit-other@example.com" })).status).toBe(201);
  });

  it("limits certificate lookups separately and more generously: the 9th in a minute gets 429", async () => {
    const statuses = [];
    for (let n = 0; n < 9; n++)
      statuses.push((await fetch(`${site.url}/checkcertificate?number=APT-0000-${n}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const limited = await fetch(`${site.url}/api/v1/certificates/APT-0000-1`);
    expect(limited.status).toBe(429);
    expect(await (await fetch(`${site.url}/checkcertificate?number=APT-0000-1`)).text()).toContain(
      "Too many certificate checks",
    );
  });

  it("counts each form on its own", async () => {
    const callback = formCases[0]!;
    expect((await postForm(site, callback.postTo, variant(callback, 1))).status).toBe(303);
  });
});
