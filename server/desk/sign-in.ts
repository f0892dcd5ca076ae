// Signing in to the desk by email: a staff address gets a mail with a six-digit code and a link,
// both good for 10 minutes and once (a record in the store, used up by one atomic step). The
// response to the address form is the same whatever the address (the work is done after
// responding, in the site's queue); wrong codes are counted per address and per client, the
// same for every address, and enough of them burn the code. The link's page only shows a
// button: mail scanners open links, and a GET signs nobody in and uses nothing up.
import { generateTOTP, verifyTOTP } from "@epic-web/totp";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { clientKey } from "../http/rate-limit";
import type { Logged } from "../logging/logger";
import { sendPrivacyMail } from "../privacy/mail";
import type { StaffMember } from "../store/staff";
import { CODE_LIFE_MS } from "./cookies";
import { WRONG_CODES_PER_ADDRESS } from "./limits";
import type { DeskServices } from "./services";
import { signInMail } from "./sign-in-mail";
import { staffAddress } from "./staff";

/**
 * How the code is made: six digits, good for one 10-minute step (and the one before, within the
 * code's own 10 minutes).
 */
const TOTP = {
  period: CODE_LIFE_MS / 1000,
  digits: 6,
  algorithm: "SHA-256",
  charSet: "0123456789",
} as const;
/** Expired codes, sessions and challenges removed each time a code is made (a bounded sweep). */
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
  services: DeskServices & Logged,
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
    // A new code starts a new count of wrong codes (the old code is replaced).
    await limits.wrongCodesPerAddress.clear(email);
    services.desk.mail.add(
      () => mailCode(services, email, origin, Date.now()),
      (error) => services.log.error({ module: "desk", email, err: error }, "a sign-in code failed"),
    );
  } else {
    services.log.info(
      { module: "desk", email },
      "sign-in code over the limit per address: no mail",
    );
  }
  return { kind: "sent", email };
}

const linkHash = (secret: string) => createHash("sha256").update(secret).digest("base64url");

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
  services: DeskServices & Logged,
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
  const { otp, secret } = await generateTOTP(TOTP);
  const linkSecret = randomBytes(32).toString("base64url");
  const id = randomBytes(12).toString("base64url");
  await store.staff.putCode({
    id,
    email,
    secret,
    linkHash: linkHash(linkSecret),
    createdAt: now,
    expiresAt: now + CODE_LIFE_MS,
    misses: 0,
  });
  const link = `${origin}/desk/sign-in/link/${linkToken(email, linkSecret)}`;
  await sendPrivacyMail(
    services.config,
    signInMail(services.config, email, otp, link, CODE_LIFE_MS / 60_000),
  );
  services.log.info({ module: "desk", email }, "sign-in code mailed");
}

export type SignInCheck =
  { ok: true; member: StaffMember } | { ok: false; message: string; retryAfterSeconds?: number };

/** The refusal for a client that has tried too many wrong codes or links of late, if it has. */
async function clientRefusal(
  services: DeskServices,
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

/** Checks a typed code; a right one is used up (once, whoever else tries it at the same moment). */
export async function signInWithCode(
  services: DeskServices,
  typedEmail: string,
  typedCode: string,
  clientIp: string | undefined,
  now = Date.now(),
): Promise<SignInCheck> {
  const { limits } = services.desk;
  const client = clientKey(clientIp);
  const refused = await clientRefusal(services, client);
  if (refused) return refused;
  const address = staffAddress(typedEmail);
  if (!address.ok) return { ok: false, message: address.message };
  const { email } = address;
  if (!(await limits.wrongCodesPerAddress.peek(email)).allowed)
    return { ok: false, message: signInMessages.tooManyForAddress };
  const code = codeDigits(typedCode);
  if (!/^\d{6}$/.test(code)) return { ok: false, message: signInMessages.codeShape };

  const held = await services.store.staff.getCode(email);
  const right =
    held !== undefined &&
    now < held.expiresAt &&
    (await verifyTOTP({ ...TOTP, otp: code, secret: held.secret })) !== null;
  if (right && (await services.store.staff.useCode(email, held.id))) {
    const member = await services.store.staff.getMember(email);
    if (member) return { ok: true, member };
  }
  // A wrong code counts the same for every address, staff or not.
  await limits.wrongCodesPerClient.hit(client);
  const forAddress = await limits.wrongCodesPerAddress.hit(email);
  if (held && !right) await services.store.staff.missCode(email, held.id, WRONG_CODES_PER_ADDRESS);
  if (!forAddress.allowed || !(await limits.wrongCodesPerAddress.peek(email)).allowed) {
    if (held) await services.store.staff.useCode(email, held.id);
    return { ok: false, message: signInMessages.tooManyForAddress };
  }
  return { ok: false, message: signInMessages.wrongCode };
}

/**
 * The address a mailed link is for, while it still works; nothing is used up (its page only offers
 * a button).
 */
export async function linkAddress(
  services: DeskServices,
  token: string,
  now = Date.now(),
): Promise<string | undefined> {
  const link = readLinkToken(token);
  if (!link) return undefined;
  const held = await services.store.staff.getCode(link.email);
  return held && now < held.expiresAt && sameHash(held.linkHash, linkHash(link.secret))
    ? link.email
    : undefined;
}

/** The link's button: uses the code up (once) and names the member it signs in. */
export async function signInWithLink(
  services: DeskServices,
  token: string,
  clientIp: string | undefined,
  now = Date.now(),
): Promise<SignInCheck> {
  const { limits } = services.desk;
  const client = clientKey(clientIp);
  const refused = await clientRefusal(services, client);
  if (refused) return refused;
  const link = readLinkToken(token);
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

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
