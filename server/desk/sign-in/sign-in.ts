// Signing in to the desk by email: a staff address gets a mail with a random six-digit code and a
// link, both good for 10 minutes and once (a record in the store holding only their hashes, used
// up by one atomic step). The response to the address form is the same whatever the address (the
// work is done after responding, in the site's queue). Wrong codes are counted per address in the
// store (every process sees them) and per client; past the hour's limit code sign-in pauses for
// that address and the member is mailed; staff and unknown addresses cost the same store calls.
// The link's page only shows a button: mail scanners open links, and a GET signs nobody in.
import { createHash, randomBytes, randomInt } from "node:crypto";
import { clientKey } from "#server/limits/rate-limiter";
import type { Logged } from "#server/logging/logger";
import { sendPrivacyMail } from "#server/privacy/mail";
import type { SignInTries, StaffMember } from "#server/store/staff";
import { CODE_LIFE_MS } from "./cookies";
import type { SiteForDesk } from "./runtime";
import { guessingMail, signInMail } from "./mail";
import {
  afterLimit,
  afterRightCode,
  afterTry,
  afterWarning,
  codeHash,
  codeMatches,
  codeWornOut,
  mayTry,
  NO_CODE,
  pausedUntil,
  pausesNow,
  sameHash,
  warnsNow,
  WRONG_CODES_PER_HOUR,
} from "./rules";
import { staffAddress } from "../staff/members";
import { takesLeads } from "../owners/assignment";
import { DESK_PATH, deskReturnPath } from "#shared/desk";

/** Expired codes, sessions, tries and challenges removed each time a code is made (bounded). */
const PRUNE_BATCH = 50;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const signInMessages = {
  tooManyRequests: (seconds: number) =>
    `Too many sign-in requests from your connection. Please wait ${minutes(seconds)} minute${minutes(seconds) === 1 ? "" : "s"} and try again.`,
  wrongCode:
    "That code is not right, or it is no longer valid. Check the newest mail from us and type its six digits, or ask for a new code.",
  codeShape: "The code is the six digits in the mail we sent you.",
  tooManyForAddress:
    "Too many wrong codes for this address: that code no longer works. Ask for a new one.",
  paused: (seconds: number) =>
    `Too many wrong codes were tried for this address, so signing in with a code is paused for ${minutes(seconds)} minute${minutes(seconds) === 1 ? "" : "s"}. A passkey still works.`,
  tooManyFromClient: (seconds: number) =>
    `Too many wrong codes from your connection. Please wait ${minutes(seconds)} minute${minutes(seconds) === 1 ? "" : "s"}, or open the link in the mail instead.`,
  linkGone:
    "This sign-in link no longer works: it is more than 10 minutes old, it was already used, or a newer mail was sent. Ask for a new code below.",
  unavailable: "We could not reach our store just now. Please try again in a minute.",
};

export type CodeRequest =
  | { kind: "sent"; email: string }
  | { kind: "invalid"; email: string; message: string }
  | { kind: "limited"; retryAfterSeconds: number };

/**
 * The address form's post. What it answers depends only on the post and the client's rate,
 * never on whether the address is staff: the code is made and mailed after responding.
 */
export async function requestCode(
  services: SiteForDesk & Logged,
  typed: string,
  clientIp: string | undefined,
  origin: string,
): Promise<CodeRequest> {
  const { limits } = services.desk;
  const client = await limits.codeRequestsPerClient.hit(clientKey(clientIp));
  if (!client.allowed) return { kind: "limited", retryAfterSeconds: client.retryAfterSeconds };
  const address = staffAddress(typed);
  if (!address.ok)
    return { kind: "invalid", email: typed.trim().slice(0, 254), message: address.message };
  const { email } = address;
  // Counted for every address alike, so that the count says nothing about who is staff.
  if ((await limits.codesPerAddress.hit(email)).allowed) {
    services.desk.mail.add(
      () => mailCode(services, email, origin, services.desk.now()),
      (error) => services.log.error({ module: "desk", email, err: error }, "a sign-in code failed"),
    );
  } else {
    services.log.info(
      { module: "desk", email },
      "sign-in code over the limit per address: no mail",
    );
    // Someone may be using up the member's codes: they are told (once an hour), after responding.
    services.desk.mail.add(
      () => warnMember(services, email, services.desk.now(), false),
      (error) => services.log.error({ module: "desk", email, err: error }, "a warning failed"),
    );
  }
  return { kind: "sent", email };
}

const linkHash = (secret: string) => createHash("sha256").update(secret).digest("base64url");

/** Six random digits (leading zeros kept). */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** `<address, base64url>.<secret>`: names the address's code and proves the mail was read. */
const linkToken = (email: string, secret: string) =>
  `${Buffer.from(email, "utf8").toString("base64url")}.${secret}`;

function readLinkToken(token: string): { email: string; secret: string } | undefined {
  const match = /^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const email = Buffer.from(match[1]!, "base64url").toString("utf8");
  const address = staffAddress(email);
  return address.ok && address.email === email ? { email, secret: match[2]! } : undefined;
}

async function mailCode(
  services: SiteForDesk & Logged,
  email: string,
  origin: string,
  now: number,
) {
  const { store } = services;
  await store.staff.pruneExpired(now, PRUNE_BATCH);
  const member = await store.staff.getMember(email);
  if (!member) {
    services.log.info(
      { module: "desk", email },
      "sign-in code for an address not on the staff: no mail",
    );
    return;
  }
  const otp = newCode();
  const linkSecret = randomBytes(32).toString("base64url");
  const id = randomBytes(12).toString("base64url");
  const [key] = services.desk.codeKeys();
  await store.staff.putCode({
    id,
    email,
    codeHash: codeHash(key!, id, otp),
    linkHash: linkHash(linkSecret),
    createdAt: now,
    expiresAt: now + CODE_LIFE_MS,
  });
  const link = `${origin}/desk/sign-in/link/${linkToken(email, linkSecret)}`;
  await sendPrivacyMail(
    services.config,
    signInMail(services.config, email, otp, link, CODE_LIFE_MS / 60_000),
  );
  services.log.info({ module: "desk", email }, "sign-in code mailed");
}

/**
 * Mails the member that someone is guessing their codes, or using them up (once an hour, however
 * many processes see it), and logs a paused sign-in. Run after responding: for an address not on
 * the staff nothing is sent, and nobody waiting can tell.
 */
async function warnMember(
  services: SiteForDesk & Logged,
  email: string,
  now: number,
  paused: boolean,
  tries?: { before: SignInTries | undefined; after: SignInTries },
) {
  const member = await services.store.staff.getMember(email);
  if (!member) return;
  if (paused)
    await services.store.desk.logAccess({
      at: now,
      by: email,
      action: "sign-in-paused",
      subject: email,
    });
  const change =
    tries ??
    (await services.store.staff.changeTries(email, (held) => afterWarning(held, email, now)));
  if (!warnsNow(change.before, change.after, now)) return;
  await sendPrivacyMail(services.config, guessingMail(services.config, email, paused));
  services.log.info({ module: "desk", email }, "the member was warned of sign-in guessing");
}

export type SignInCheck =
  { ok: true; member: StaffMember } | { ok: false; message: string; retryAfterSeconds?: number };

/** The refusal for a client that has tried too many wrong codes or links of late, if it has. */
async function clientRefusal(
  services: SiteForDesk,
  client: string,
): Promise<SignInCheck | undefined> {
  const fromClient = await services.desk.limits.wrongCodesPerClient.peek(client);
  if (fromClient.allowed) return undefined;
  return {
    ok: false,
    message: signInMessages.tooManyFromClient(fromClient.retryAfterSeconds),
    retryAfterSeconds: fromClient.retryAfterSeconds,
  };
}

/**
 * What people type between the digits of a code to keep their place ('123 456', '123-456'):
 * spaces of any kind, hyphens and dashes (a phone's keyboard or a copy may give an en dash or a
 * minus sign), dots and underscores. They are dropped; anything else is kept, so a letter still
 * makes the code the wrong shape.
 */
const CODE_SEPARATORS = /[\s\-\u2010-\u2015\u2212._]+/g;

/** The digits of a typed code, its separators dropped ('123-456' and '123 456' are '123456'). */
export const codeDigits = (typed: string) => typed.replace(CODE_SEPARATORS, "");

/**
 * Whether a code form's post comes from a browser already signed in as the address it names: the
 * second tab of a browser whose first tab used the mailed code. That browser has nothing left to
 * prove, so it goes on without the code being checked, counted or used; a browser not signed in,
 * or signed in as someone else, still needs a code that works.
 */
export function signedInAs(signedIn: { email: string } | undefined, typedEmail: string): boolean {
  if (!signedIn) return false;
  const address = staffAddress(typedEmail);
  return address.ok && address.email === signedIn.email;
}

/** The refusal while code sign-in is paused for the address, if it is. */
function pauseRefusal(tries: SignInTries | undefined, now: number): SignInCheck | undefined {
  const until = pausedUntil(tries, now);
  if (until === undefined) return undefined;
  const retryAfterSeconds = Math.max(1, Math.ceil((until - now) / 1000));
  return { ok: false, message: signInMessages.paused(retryAfterSeconds), retryAfterSeconds };
}

/**
 * Checks a typed code; a right one is used up (once, whoever else tries it at the same moment).
 * Every try is counted for the address in the store before the code is checked (so tries made at
 * once, on any process, are all counted), the same store calls for a staff address and any
 * other; a right code's try is then taken back. Past the hour's limit code sign-in pauses and the
 * member is warned, after responding.
 */
export async function signInWithCode(
  services: SiteForDesk & Logged,
  typedEmail: string,
  typedCode: string,
  clientIp: string | undefined,
  now = services.desk.now(),
): Promise<SignInCheck> {
  const { limits } = services.desk;
  const { store } = services;
  const client = clientKey(clientIp);
  const refused = await clientRefusal(services, client);
  if (refused) return refused;
  const address = staffAddress(typedEmail);
  if (!address.ok) return { ok: false, message: address.message };
  const { email } = address;
  const code = codeDigits(typedCode);
  if (!/^\d{6}$/.test(code)) return { ok: false, message: signInMessages.codeShape };

  const held = await store.staff.getCode(email);
  const counted = await store.staff.changeTries(email, (current) =>
    afterTry(current, email, held?.id ?? NO_CODE, now),
  );
  const paused = pauseRefusal(counted.before, now);
  if (paused) return paused;
  if (mayTry(counted.before, now)) {
    const right =
      held !== undefined &&
      now < held.expiresAt &&
      !codeWornOut(counted.before, held.id, now) &&
      codeMatches(services.desk.codeKeys(), held, code);
    if (right && (await store.staff.useCode(email, held.id))) {
      await store.staff.changeTries(email, (current) => afterRightCode(current, email, now));
      const member = await store.staff.getMember(email);
      if (member) return { ok: true, member };
    }
  }
  await limits.wrongCodesPerClient.hit(client);
  if (counted.after.misses >= WRONG_CODES_PER_HOUR) {
    const limited = await store.staff.changeTries(email, (current) =>
      afterLimit(current, email, now),
    );
    if (pausesNow(limited.before, limited.after, now))
      services.desk.mail.add(
        () => warnMember(services, email, now, true, limited),
        (error) => services.log.error({ module: "desk", email, err: error }, "a warning failed"),
      );
    return (
      pauseRefusal(limited.after, now) ?? { ok: false, message: signInMessages.tooManyForAddress }
    );
  }
  if (codeWornOut(counted.after, held?.id ?? NO_CODE, now))
    return { ok: false, message: signInMessages.tooManyForAddress };
  return { ok: false, message: signInMessages.wrongCode };
}

/**
 * The address a mailed link is for, while it still works; nothing is used up (its page only offers
 * a button).
 */
export async function linkAddress(
  services: SiteForDesk,
  token: string,
  now = services.desk.now(),
): Promise<string | undefined> {
  const link = readLinkToken(token);
  if (!link) return undefined;
  const held = await services.store.staff.getCode(link.email);
  return held && now < held.expiresAt && sameHash(held.linkHash, linkHash(link.secret))
    ? link.email
    : undefined;
}

/**
 * The link's button: uses the code up (once) and names the member it signs in. The link shares
 * the code's record, so it is paused with code sign-in.
 */
export async function signInWithLink(
  services: SiteForDesk,
  token: string,
  clientIp: string | undefined,
  now = services.desk.now(),
): Promise<SignInCheck> {
  const { limits } = services.desk;
  const client = clientKey(clientIp);
  const refused = await clientRefusal(services, client);
  if (refused) return refused;
  const link = readLinkToken(token);
  if (link) {
    const paused = pauseRefusal(await services.store.staff.getTries(link.email), now);
    if (paused) return paused;
  }
  const held = link ? await services.store.staff.getCode(link.email) : undefined;
  if (
    link &&
    held &&
    now < held.expiresAt &&
    sameHash(held.linkHash, linkHash(link.secret)) &&
    (await services.store.staff.useCode(link.email, held.id))
  ) {
    const member = await services.store.staff.getMember(link.email);
    if (member) return { ok: true, member };
  }
  await limits.wrongCodesPerClient.hit(client);
  return { ok: false, message: signInMessages.linkGone };
}

/** My leads: where a member who takes new leads starts. */
export const MY_LEADS_PATH = `${DESK_PATH}/mine`;

/**
 * The desk address a sign-in was asked to go back to, or "" when none was asked, or the one
 * asked is not followed (another site, the sign-in pages: deskReturnPath).
 */
export function askedReturn(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  const kept = deskReturnPath(value);
  return kept === DESK_PATH && value !== DESK_PATH ? "" : kept;
}

/**
 * Where a member lands once signed in (by code, link or passkey): the address asked for, else
 * My leads for a member who takes new leads, else the inbox.
 */
export const landingPath = (member: Pick<StaffMember, "role" | "takesLeads">, asked: unknown) =>
  askedReturn(asked) || (takesLeads(member) ? MY_LEADS_PATH : DESK_PATH);
