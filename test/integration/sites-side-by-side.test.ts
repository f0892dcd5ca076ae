// One process, several sites of the same build, each with its own settings: a site keeps
// its own store, rate limit and notifications while another starts, serves and closes beside it
// (docs/decisions/0021). Nothing a site uses is stored in a module's variables.
import { afterAll, beforeAll, expect, it } from "vitest";
import { formCases, variant } from "../support/forms";
import { postForm, startSite, type TestSite } from "../support/server";

const contact = formCases.find((c) => c.form === "contact")!;
const ambassador = formCases.find((c) => c.form === "ambassador")!;
const callback = formCases.find((c) => c.form === "callback")!;
const emails = (site: TestSite, list = contact.list) =>
  site
    .records(list)
    .map((r) => r.record.email)
    .sort();

let strict: TestSite;
let open: TestSite;
let third: TestSite | undefined;
beforeAll(async () => {
  // Started one after the other: the second must not change the first.
  strict = await startSite({ RATE_LIMIT_PER_MINUTE: "1" });
  open = await startSite({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(async () => {
  await strict.close();
  await open.close();
  await third?.close();
});

it("keeps each site's leads in its own store", async () => {
  expect((await postForm(strict, contact.postTo, variant(contact, 9101))).status).toBe(303);
  expect((await postForm(open, contact.postTo, variant(contact, 9102))).status).toBe(303);
  expect(emails(strict)).toEqual(["lead9101@example.com"]);
  expect(emails(open)).toEqual(["lead9102@example.com"]);
});

it("applies each site's own rate limit", async () => {
  const statuses = async (site: TestSite, from: number) => {
    const out: number[] = [];
    for (let n = from; n < from + 2; n++)
      out.push((await postForm(site, ambassador.postTo, variant(ambassador, n))).status);
    return out;
  };
  // One post per minute on the strict site: the second is refused; the open site takes both.
  expect(await statuses(strict, 9200)).toEqual([303, 429]);
  expect(await statuses(open, 9300)).toEqual([303, 303]);
});

it("counts /my-data asks per site, apart from its lead forms", async () => {
  const ask = async (site: TestSite) =>
    (await postForm(site, "/my-data", { email: "side.by.side@example.com" })).status;
  const another = await startSite({ RATE_LIMIT_PER_MINUTE: "1" });
  try {
    // The strict site's form posts above do not count here; its second ask does, and the other site's first does not.
    expect([await ask(strict), await ask(strict)]).toEqual([303, 429]);
    expect(await ask(another)).toBe(303);
  } finally {
    await another.close();
  }
});

it("lets a site close without closing the store of another", async () => {
  third = await startSite();
  expect((await postForm(third, contact.postTo, variant(contact, 9401))).status).toBe(303);
  await third.close();
  third = undefined;
  // The strict site's one post a minute of call-backs is still unused.
  expect((await postForm(strict, callback.postTo, variant(callback, 9402))).status).toBe(303);
  expect(emails(strict, callback.list)).toEqual(["lead9402@example.com"]);
});
