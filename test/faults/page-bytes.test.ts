// Every page address (plans chosen and success views included) is served as clean UTF-8
// HTML. React 18's Node renderer sent its whole 2 KB buffer when a character of several bytes
// (★, ·, ©) did not fit at its end, so NUL bytes reached pages and the page cache served them
// to everyone (app/entry.server.tsx).
import { afterAll, beforeAll, expect, it } from "vitest";
import { allPageAddresses } from "#shared/page-variants";
import { startSite, type TestSite } from "../support/server";

let site: TestSite;

beforeAll(async () => {
  // A fixed origin, so that the page bytes do not depend on the test's port.
  site = await startSite({ SITE_URL: "http://localhost:3919" });
});

afterAll(() => site.close());

it("serves no page with a NUL byte in it", async () => {
  const withNul: string[] = [];
  for (const address of allPageAddresses) {
    const response = await fetch(`${site.url}${address}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.includes(0)) withNul.push(address);
  }
  expect(withNul).toEqual([]);
}, 120_000);
