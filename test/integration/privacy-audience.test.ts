// `npm run privacy -- audience`, run as an operator runs it beside a running site: the
// addresses that agreed to course news and offers (a newsletter sign-up, or a lead form's box
// ticked), each once, with the one-click unsubscribe headers its emails must carry; a lead
// without the box is not in it, and a click on the list's own unsubscribe link takes the
// address out.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, startSite, TEST_PRIVACY_SECRET, type TestSite } from "../support/server";

const run = promisify(execFile);
const PUBLIC = "https://www.example.org";

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
  const posts: Array<[string, Record<string, string>]> = [
    [
      "/?index",
      {
        fullName: "Asha Rao",
        phone: "9876543210",
        email: "Asha.Rao@example.com",
        course: "AWS",
        marketingConsent: "yes",
      },
    ],
    [
      "/Contact",
      {
        name: "Asha Rao",
        email: "asha.rao@EXAMPLE.com",
        subject: "Fees",
        message: "What does the AWS course cost?",
        marketingConsent: "yes",
      },
    ],
    [
      "/Contact",
      {
        name: "Ravi Kumar",
        email: "ravi@example.com",
        subject: "Batches",
        message: "Is there a weekend batch?",
      },
    ],
    ["/newsletter", { email: "meera@example.com" }],
  ];
  for (const [path, fields] of posts)
    expect((await postForm(site, path, fields)).status, path).toBe(303);
});
afterAll(() => site.close());

const audience = async (env: Record<string, string> = { SITE_URL: PUBLIC }) => {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "server/cli/privacy.ts", "audience"],
    {
      env: {
        ...process.env,
        DATA_DIR: site.dataDir,
        FIREBASE_DATABASE_URL: "",
        PRIVACY_SECRET: TEST_PRIVACY_SECRET,
        ...env,
      },
    },
  );
  return stdout.trimEnd().split("\n");
};

describe("npm run privacy -- audience", () => {
  it("lists each address that agreed once, with its one-click unsubscribe headers; a lead without the box is absent", async () => {
    const [header, ...rows] = await audience();
    expect(header).toBe("email,consented_at,via,list_unsubscribe,list_unsubscribe_post");
    const cells = rows.map((row) => row.split(","));
    expect(cells.map((c) => [c[0], c[2]])).toEqual([
      ["Asha.Rao@example.com", "callback contact"],
      ["meera@example.com", "newsletter"],
    ]);
    for (const c of cells) {
      expect(c[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(c[3]).toMatch(/^<https:\/\/www\.example\.org\/unsubscribe\?token=[A-Za-z0-9_.%-]+>$/);
      expect(c[4]).toBe("List-Unsubscribe=One-Click");
    }
  });

  it("loses an address once its own link is clicked", async () => {
    const rows = await audience();
    const link = rows
      .find((row) => row.startsWith("meera@"))!
      .split(",")[3]!
      .slice(1, -1);
    const clicked = await fetch(link.replace(PUBLIC, site.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect((await audience()).map((row) => row.split(",")[0])).toEqual([
      "email",
      "Asha.Rao@example.com",
    ]);
  });

  it("refuses to run without SITE_URL: the links must reach the site from a reader's mail program", async () => {
    await expect(audience({ SITE_URL: "" })).rejects.toThrow(/SITE_URL must be set/);
  });
});
