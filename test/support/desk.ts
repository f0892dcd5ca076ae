// The staff desk for tests: add a person to a test site's staff (through the same function
// `npm run staff -- add` calls, on the site's own store), and sign in through the real pages,
// as a person does: the address form, the code read from the mail (an .eml file under
// DATA_DIR/outgoing-mail, or a test SMTP server's inbox), the code form. What comes back is
// the session cookie, for fetch requests or for a Playwright BrowserContext.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { setStaff } from "#server/desk/staff/members";
import { canonicalEmail } from "#server/leads/fingerprint";
import type { StaffRole } from "#shared/desk";
import { parseMail, type TestSmtpServer } from "./mail";
import { browserKey, postForm, type TestSite } from "./server";

/**
 * Adds (or changes) a staff member of the site; the address is kept canonically, as the command
 * line keeps it. `takesLeads: false` for tests of working leads by hand, whose leads must arrive
 * unowned.
 */
export async function addStaff(
  site: Pick<TestSite, "store">,
  email: string,
  role: StaffRole = "sales",
  options: { takesLeads?: boolean } = {},
): Promise<void> {
  const outcome = await setStaff(site.store(), canonicalEmail(email), role, options);
  if (!outcome.ok) throw new Error(`could not add ${email}: ${outcome.message}`);
}

/** Removes a staff member, as `npm run staff -- remove` does. */
export async function removeStaff(site: Pick<TestSite, "store">, email: string): Promise<void> {
  await site.store().staff.removeMember(canonicalEmail(email));
}

/** Where the site's mail arrives: its .eml folder (no SMTP_URL), or a test SMTP server. */
export type Mailbox = { dataDir: string } | { smtp: TestSmtpServer };

interface Mail {
  to: string;
  subject: string;
  text: string;
}

function mailsOf(mailbox: Mailbox): Mail[] {
  const raws =
    "smtp" in mailbox
      ? mailbox.smtp.received.map((mail) => mail.raw)
      : (() => {
          const folder = path.join(mailbox.dataDir, "outgoing-mail");
          try {
            return readdirSync(folder)
              .filter((name) => name.endsWith(".eml"))
              .sort()
              .map((name) => readFileSync(path.join(folder, name), "utf8"));
          } catch {
            return [];
          }
        })();
  return raws.map((raw) => {
    const mail = parseMail(raw);
    return {
      to: mail.headers.to ?? "",
      subject: mail.headers.subject ?? "",
      text: mail.parts.find((part) => part.contentType === "text/plain")?.text ?? "",
    };
  });
}

/** Every mail the site sent to `email` (its subject and text), oldest first. */
export const mailsTo = (mailbox: Mailbox, email: string) =>
  mailsOf(mailbox).filter((mail) => mail.to.toLowerCase().includes(canonicalEmail(email)));

const signInMailsTo = (mailbox: Mailbox, email: string) =>
  mailsOf(mailbox).filter(
    (mail) =>
      mail.to.toLowerCase().includes(canonicalEmail(email)) &&
      / desk sign-in code$/.test(mail.subject),
  );

/** How many sign-in mails an address has had: pass it to `nextSignInMail` before asking for another. */
export const signInMailCount = (mailbox: Mailbox, email: string) =>
  signInMailsTo(mailbox, email).length;

/** The code and link of the first sign-in mail to `email` after the first `seen` ones, waited for (mail goes out after responding). */
export async function nextSignInMail(
  mailbox: Mailbox,
  email: string,
  seen: number,
  ms = 10_000,
): Promise<{ code: string; link: string }> {
  const deadline = Date.now() + ms;
  for (;;) {
    const mail = signInMailsTo(mailbox, email)[seen];
    if (mail) {
      const code = /Your code: (\d{6})/.exec(mail.text)?.[1];
      const link = /https?:\/\/\S+\/desk\/sign-in\/link\/[A-Za-z0-9_.-]+/.exec(mail.text)?.[0];
      if (!code || !link)
        throw new Error(`the sign-in mail to ${email} has no code or link:\n${mail.text}`);
      return { code, link };
    }
    if (Date.now() > deadline) throw new Error(`no sign-in mail for ${email} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** `name=value` of a response's Set-Cookie for `name`, or undefined. */
export function cookieFrom(response: Response, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return line?.split(";", 1)[0];
}

const formPost = (
  site: Pick<TestSite, "url">,
  pathname: string,
  fields: Record<string, string>,
  cookie?: string,
) => postForm(site, pathname, fields, { accept: "text/html", ...(cookie ? { cookie } : {}) });

/**
 * Signs `email` in through the sign-in pages and returns the session cookie (`desk_session=…`)
 * for the `cookie` header of later requests. The site must know the address as staff
 * (addStaff). Mail is read from the site's .eml folder unless a mailbox is given.
 */
export async function signIn(
  site: Pick<TestSite, "url" | "dataDir">,
  email: string,
  mailbox: Mailbox = { dataDir: site.dataDir },
): Promise<string> {
  const seen = signInMailCount(mailbox, email);
  const asked = await formPost(site, "/desk/sign-in", { email });
  const pending = cookieFrom(asked, "desk_sign_in");
  if (asked.status !== 303 || !pending)
    throw new Error(`asking for a sign-in code answered ${asked.status}`);
  const { code } = await nextSignInMail(mailbox, email, seen);
  const signedIn = await formPost(site, "/desk/sign-in/code", { code }, pending);
  const session = cookieFrom(signedIn, "desk_session");
  if (signedIn.status !== 303 || !session)
    throw new Error(`the sign-in code answered ${signedIn.status}: ${await signedIn.text()}`);
  return session;
}

/** Signs `email` in (as `signIn` does) and gives the browser context the session cookie, as the sign-in page would have. */
export async function signInContext(
  context: BrowserContext,
  site: Pick<TestSite, "url" | "dataDir">,
  email: string,
  mailbox?: Mailbox,
): Promise<void> {
  const [name, value] = (await signIn(site, email, mailbox)).split(/=(.*)/s, 2) as [string, string];
  const domain = new URL(site.url).hostname;
  // As the site sets it: for the desk's paths, and for the inbox's data address /desk.data.
  await context.addCookies(
    ["/desk", "/desk.data"].map((path) => ({
      name,
      value,
      domain,
      path,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}

/** A visitor's call-back about AWS, stored by the site; its list is "RCB Leads" and this is its key. */
export async function callbackLead(
  site: Pick<TestSite, "url" | "records">,
  fullName: string,
  phone: string,
): Promise<string> {
  const email = `${fullName.toLowerCase().replace(/\s+/g, ".")}@example.com`;
  const response = await postForm(site, "/?index", {
    fullName,
    phone,
    email,
    course: "AWS",
    submissionKey: browserKey(),
  });
  if (response.status !== 303) throw new Error(`the call-back answered ${response.status}`);
  return site.records("RCB Leads").find((entry) => entry.record.email === email)!.key;
}
