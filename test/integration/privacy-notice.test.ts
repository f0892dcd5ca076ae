// The privacy notices, as a browser without JavaScript meets them: every form says beside its
// button what it keeps, why and for how long, with the ways to see or erase it; the four lead forms
// offer an unticked marketing box that a refused post gives back ticked; the Privacy page has a
// section per form and the grievance contact; one-click unsubscribe links work and forged ones do
// not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, startSite, type TestSite } from "../support/server";
import { formCases } from "../support/forms";
import { expectedNotices as notices } from "../support/notices";

const SECRET = "privacy-notice-test-secret-0123456789";
const GRIEVANCE = "grievance.officer@example.org";

let site: TestSite;
beforeAll(async () => {
  site = await startSite({ PRIVACY_SECRET: SECRET, GRIEVANCE_EMAIL: GRIEVANCE });
});
afterAll(() => site.close());

const get = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, html: await response.text() };
};

/** Every copy of a form on its page: the ambassador form is on its page and in its pop-up. */
const placements = formCases.flatMap((c) =>
  c.form === "ambassador"
    ? [
        { ...c, placement: "inline" },
        { ...c, placement: "modal" },
      ]
    : [{ ...c, placement: c.form === "newsletter" ? "footer" : "main" }],
);

function noticeOf(html: string, id: string): string {
  const match = new RegExp(`<p class="form-notice" id="${id}">([^]*?)</p>`).exec(html);
  expect(match, id).not.toBeNull();
  return match![1]!.replace(/<!-- -->/g, "");
}

describe.each(placements)("the $form form ($placement) on $page", (c) => {
  it("shows its notice in the page's HTML, after the button: what it keeps, why, how long, and where to see, erase or complain", async () => {
    const { status, html } = await get(c.page);
    expect(status).toBe(200);
    const id = `${c.form}-${c.placement}`;
    const notice = noticeOf(html, `${id}-notice`);
    const { keeps, purpose } = notices[c.form];
    expect(notice).toContain(`keeps ${keeps}, ${purpose}. We erase it after 365 days.`);
    expect(notice).toContain('<a href="/my-data">See or erase it</a>');
    expect(notice).toContain(`<a href="/Privacy#${c.form}">Privacy details</a>`);
    expect(notice).toContain(`<a href="mailto:${GRIEVANCE}">${GRIEVANCE}</a>`);
    // After this form's own button: the notice never pushes the button down.
    const form = html.indexOf(`id="${id}-`);
    const button = html.indexOf('type="submit"', form);
    expect(button).toBeGreaterThan(form);
    expect(html.indexOf(`id="${id}-notice"`)).toBeGreaterThan(button);
  });

  it(
    c.form === "newsletter"
      ? "has no marketing box: signing up is itself that consent"
      : "offers the marketing box, unticked, before the button",
    async () => {
      const { html } = await get(c.page);
      const form = formOf(html, `${c.form}-${c.placement}`);
      if (c.form === "newsletter") expect(form).not.toContain("marketingConsent");
      else expect(form).toMatch(new RegExp(`${BOX.source}<button type="submit"`));
    },
  );
});

/** The marketing box as a browser without JavaScript gets it: the checkbox inside its label. */
const BOX =
  /<div class="field field--check"><label><input type="checkbox" name="marketingConsent" value="yes"\/> Also send me course news and offers<\/label><\/div>/;
const TICKED_BOX = new RegExp(BOX.source.replace('value="yes"', 'checked="" value="yes"'));

/** One copy of a form in a page: from its first field's id to its end. */
function formOf(html: string, id: string): string {
  const start = html.indexOf(`id="${id}-`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</form>", start));
}

describe.each(formCases.filter((c) => c.form !== "newsletter"))("a refused $form post", (c) => {
  it("gives the ticked box back ticked, and an unticked one unticked", async () => {
    const id = `${c.form}-${c.extra.placement ?? "main"}`;
    const ticked = await postForm(site, c.postTo, {
      ...c.extra,
      ...c.invalid,
      marketingConsent: "yes",
    });
    expect(ticked.status).toBe(422);
    expect(formOf(await ticked.text(), id)).toMatch(TICKED_BOX);
    const unticked = await postForm(site, c.postTo, { ...c.extra, ...c.invalid });
    const form = formOf(await unticked.text(), id);
    expect(form).toMatch(BOX);
    expect(form).not.toMatch(TICKED_BOX);
  });
});

describe("the Privacy page", () => {
  it("keeps its introduction and collection sections, then one section per form with the id its notice links to", async () => {
    const { status, html } = await get("/Privacy");
    expect(status).toBe(200);
    expect(html).toContain("Last updated: <!-- -->March 2025");
    expect(html).toContain(
      "This Privacy Policy explains what personal information Aptora Learning Private Limited (&quot;Aptora Learning&quot;, &quot;we&quot;, &quot;us&quot;) collects through this website",
    );
    expect(html).toMatch(/<h2 id="legal-0">1\. Introduction<\/h2>/);
    expect(html).toMatch(/<h2 id="legal-1">2\. Information we collect<\/h2>/);
    const headings = {
      callback: "3. Call-back requests",
      contact: "4. Contact messages",
      ambassador: "5. Campus Ambassador applications",
      enrollment: "6. Course enrollments",
      newsletter: "7. Newsletter sign-ups",
    };
    for (const [id, heading] of Object.entries(headings)) {
      const section = new RegExp(
        `<section id="${id}" aria-labelledby="legal-\\d+"><h2 id="legal-\\d+">${heading}</h2>([^]*?)</section>`,
      ).exec(html);
      expect(section, id).not.toBeNull();
      const { keeps, purpose } = notices[id as keyof typeof notices];
      expect(section![1]).toContain(`What it keeps: ${keeps}.`);
      expect(section![1]).toContain(`Why: ${purpose}.`);
      expect(section![1]).toContain("How long: we erase it after 365 days.");
    }
  });

  it("says how long, the rights and how to use them, marketing consent and how to withdraw it, and the grievance contact", async () => {
    const { html } = await get("/Privacy");
    for (const id of ["retention", "rights", "marketing", "grievance"])
      expect(html).toContain(`<section id="${id}"`);
    expect(html).toContain("What a form keeps is erased 365 days after you sent it");
    expect(html).toContain('on the <a href="/my-data">My data</a> page');
    expect(html).toContain(
      "&quot;Also send me course news and offers&quot;, that stays unticked unless you tick it",
    );
    expect(html).toContain(
      "every newsletter and offer email has an unsubscribe link that works in one click",
    );
    expect(html).toContain(
      "Your newsletter sign-up is erased, and beside each request you sent we record that you said no and when",
    );
    expect(html).toContain(
      `write to our grievance contact at <a href="mailto:${GRIEVANCE}">${GRIEVANCE}</a>`,
    );
  });
});

describe("a page carries the notices of the forms it shows, and no others", () => {
  // Every notice in every page's data made every page's HTML, home's too, larger for nothing.
  const shown: Record<string, string[]> = {
    "/": ["callback", "newsletter"],
    "/Contact": ["contact", "newsletter"],
    "/computerscience/aws": ["enrollment", "newsletter"],
    "/campusAmb": ["ambassador", "newsletter"],
    "/about": ["newsletter"],
  };
  it.each(Object.entries(shown))("%s: %j", async (path, forms) => {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    for (const [form, notice] of Object.entries(notices))
      expect(html.includes(`keeps ${notice.keeps}, ${notice.purpose}`), form).toBe(
        forms.includes(form),
      );
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  // The source module signs with the same secret the site was started with.
  const link = async (email: string) => {
    const { unsubscribeHeaders } = await import("#server/privacy/unsubscribe");
    const headers = unsubscribeHeaders(SECRET, site.url, email);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const match = /^<(http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=[^>]+)>$/.exec(
      headers["List-Unsubscribe"],
    );
    expect(match).not.toBeNull();
    return match![1]!;
  };
  const oneClick = (url: string, type = "application/x-www-form-urlencoded") =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": type },
      body: type.startsWith("multipart")
        ? '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n'
        : "List-Unsubscribe=One-Click",
    });
  // Withdrawals in the privacy request log, by the keyed hash of the address that log stores instead of the address.
  const withdrawals = () =>
    site.records("privacyRequests").filter((r) => r.record.action === "withdrawal");
  const withdrawn = () => withdrawals().map((r) => r.record.address);
  const hashOf = async (email: string) =>
    (await import("#server/privacy/requests")).addressHash(SECRET, email);

  it("records the withdrawal for the address the link was signed for, from a mail client's post", async () => {
    const response = await oneClick(await link("Reader.One@Example.com"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("You are unsubscribed");
    const one = await hashOf("reader.one@example.com");
    const record = withdrawals().find((r) => r.record.address === one);
    expect(record?.record).toMatchObject({
      status: "done",
      requestedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as string,
    });
    const multipart = await oneClick(
      await link("reader.two@example.com"),
      "multipart/form-data; boundary=b",
    );
    expect(multipart.status).toBe(200);
    expect(withdrawn()).toContain(await hashOf("reader.two@example.com"));
  });

  it("only asks when the link is opened: mail systems open links to check them", async () => {
    const url = await link("reader.three@example.com");
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Stop course news and offers?");
    expect(html).toMatch(
      /<form method="post" action="\/unsubscribe\?token=[^"]+"><input type="hidden" name="List-Unsubscribe" value="One-Click"\/>/,
    );
    expect(withdrawn()).not.toContain(await hashOf("reader.three@example.com"));
  });

  it("refuses a forged, altered or borrowed token with 400 and records nothing", async () => {
    const before = withdrawn().length;
    const url = new URL(await link("reader.four@example.com"));
    const token = url.searchParams.get("token")!;
    const [body, signature] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ email: "someone.else@example.com" })).toString(
      "base64url",
    );
    const { signToken } = await import("#server/privacy/tokens");
    const forged = [
      `${otherBody}.${signature}`,
      // Its first character changed: unlike a fixed ending, it always differs from the original.
      `${body}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`,
      `${body}`,
      "",
      // Signed here, but for the my-data link: not an unsubscribe.
      signToken(SECRET, "my-data", { email: "reader.four@example.com" }, Date.now() + 60_000),
    ];
    for (const bad of forged) {
      const response = await oneClick(`${site.url}/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(await response.text()).toContain("This link does not work");
    }
    expect((await oneClick(`${site.url}/unsubscribe`)).status).toBe(400);
    expect(
      (await fetch(`${site.url}/unsubscribe?token=${encodeURIComponent(forged[0]!)}`)).status,
    ).toBe(400);
    expect(withdrawn().length).toBe(before);
  });
});
