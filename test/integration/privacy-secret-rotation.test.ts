// Replacing PRIVACY_SECRET does not void the links already mailed: a site restarted with a new
// secret and the old one as PRIVACY_SECRET_PREVIOUS still opens a /my-data link and an
// unsubscribe link made before, makes every new link with the new secret, and refuses a forged
// one; once PRIVACY_SECRET_PREVIOUS is removed, the old links are refused.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { signToken } from "#server/privacy/tokens";
import { unsubscribeLink } from "#server/privacy/unsubscribe";
import { mailedLink } from "../support/mailed-link";
import { postForm, startSite, type TestSite } from "../support/server";

const OLD = "the-secret-before-the-rotation-0123456789abcdef";
const NEW = "the-secret-after-the-rotation-0123456789abcdefgh";
const READER = "rotating.reader@example.com";

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** The site on one data folder with these secrets, the one before it closed. */
async function restart(dataDir: string, secrets: Record<string, string>): Promise<TestSite> {
  await site?.close();
  site = await startSite({
    DATA_DIR: dataDir,
    PRIVACY_SECRET: secrets.PRIVACY_SECRET!,
    ...secrets,
  });
  return site;
}

/** The path and query of a link mailed by any of the sites, to ask the one running now. */
const onSite = (running: TestSite, link: string) => {
  const url = new URL(link);
  return `${running.url}${url.pathname}${url.search}`;
};

const status = async (url: string) => (await fetch(url, { redirect: "manual" })).status;

describe("a rotated PRIVACY_SECRET", () => {
  it("keeps mailed links working while PRIVACY_SECRET_PREVIOUS is set, and only then", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "rotation-"));
    let running = await restart(dataDir, { PRIVACY_SECRET: OLD });
    expect(
      (
        await postForm(running, "/Contact", {
          name: "Ravi Kumar",
          email: READER,
          subject: "Batches",
          message: "When does AWS start?",
        })
      ).status,
    ).toBe(303);
    expect((await postForm(running, "/my-data", { email: READER })).status).toBe(303);
    const oldMyData = await mailedLink(dataDir, READER);
    // An unsubscribe link as every marketing email carries it (npm run privacy -- audience).
    const oldUnsubscribe = unsubscribeLink(OLD, running.url, READER);
    expect(await status(oldMyData)).toBe(200);
    expect(await status(oldUnsubscribe)).toBe(200);

    running = await restart(dataDir, { PRIVACY_SECRET: NEW, PRIVACY_SECRET_PREVIOUS: OLD });
    expect(await status(onSite(running, oldMyData))).toBe(200);
    expect(await status(onSite(running, oldUnsubscribe))).toBe(200);
    const unsubscribed = await fetch(onSite(running, oldUnsubscribe), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain("You are unsubscribed");
    // Made with neither secret: refused.
    const forged = signToken(
      "someone-elses-secret-0123456789abcdefghij",
      "unsubscribe",
      { email: READER },
      Number.MAX_SAFE_INTEGER,
    );
    expect(await status(`${running.url}/unsubscribe?token=${forged}`)).toBe(400);
    // A link mailed now is made with the new secret.
    expect((await postForm(running, "/my-data", { email: READER })).status).toBe(303);
    const newMyData = await waitForAnotherLink(dataDir, oldMyData);

    running = await restart(dataDir, { PRIVACY_SECRET: NEW });
    expect(await status(onSite(running, oldMyData))).toBe(410);
    expect(await status(onSite(running, oldUnsubscribe))).toBe(400);
    expect(await status(onSite(running, newMyData))).toBe(200);
  });
});

/** The newest /my-data link mailed to the reader, once it is not `old` (mail is written after the response). */
async function waitForAnotherLink(dataDir: string, old: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const link = await mailedLink(dataDir, READER);
    if (link !== old) return link;
    if (Date.now() > deadline) throw new Error("no second link was mailed");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
