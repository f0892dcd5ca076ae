// Passkeys (WebAuthn) for the desk, through @simplewebauthn/server: a member signed in by code
// registers one, and later signs in with it, no mail needed. Each ceremony starts with a
// challenge kept in the store (so any server instance can finish it), used once and within
// five minutes. A passkey added is logged and mailed to its member; its credential id can belong
// to one member only. The relying party is SITE_URL's host, or in development the loopback name the
// page was opened at (browsers take `localhost`, not an IP address, as a relying party).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { createHash, randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { site } from "#shared/catalogue/site";
import { passkeyMessages } from "#shared/passkey-messages";
import { clientKey } from "#server/limits/rate-limiter";
import type { Logged } from "#server/logging/logger";
import type { Passkey, StaffMember } from "#server/store/staff";
import type { SiteForDesk } from "./runtime";
import { deviceLabel } from "./sessions";
import { passkeyAddedMail } from "./mail";
import { sendPrivacyMail } from "#server/privacy/mail";

const CHALLENGE_LIFE_MS = 5 * 60 * 1000;

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/**
 * Who the passkeys are made for: the site's own address, never one a request made up. Undefined
 * when passkeys cannot work here.
 */
export function relyingParty(services: SiteForDesk, origin: string): RelyingParty | undefined {
  const url = new URL(services.config.SITE_URL ?? origin);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0) return undefined;
  return { id: host, name: `${site.brandName} desk`, origin: url.origin };
}

/**
 * A stable, opaque user handle: the authenticator keeps it, so it says nothing readable about the
 * person.
 */
const userHandle = (email: string) =>
  createHash("sha256").update(`desk member\u0000${email}`).digest().subarray(0, 16);

async function keepChallenge(
  services: SiteForDesk,
  challenge: string,
  purpose: "register" | "sign-in",
  email?: string,
) {
  const id = randomBytes(16).toString("base64url");
  await services.store.staff.putChallenge({
    id,
    challenge,
    purpose,
    ...(email ? { email } : {}),
    expiresAt: Date.now() + CHALLENGE_LIFE_MS,
  });
  return id;
}

/**
 * The challenge `id` of this purpose (and member), used up now; undefined when unknown, used or
 * expired.
 */
async function takeChallenge(
  services: SiteForDesk,
  id: unknown,
  purpose: "register" | "sign-in",
  email?: string,
) {
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{22}$/.test(id)) return undefined;
  const held = await services.store.staff.takeChallenge(id);
  if (
    !held ||
    held.purpose !== purpose ||
    held.expiresAt <= Date.now() ||
    (email !== undefined && held.email !== email)
  )
    return undefined;
  return held;
}

export async function startRegistration(services: SiteForDesk, party: RelyingParty, email: string) {
  const existing = await services.store.staff.passkeysOf(email);
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: email,
    userID: userHandle(email),
    userDisplayName: email,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  return {
    challengeId: await keepChallenge(services, options.challenge, "register", email),
    options,
  };
}

export async function finishRegistration(
  services: SiteForDesk & Logged,
  party: RelyingParty,
  email: string,
  body: { challengeId?: unknown; response?: unknown },
  userAgent: string | null,
) {
  const challenge = await takeChallenge(services, body.challengeId, "register", email);
  if (!challenge || typeof body.response !== "object" || body.response === null) return false;
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
    });
  } catch (error) {
    services.log.info(
      { module: "desk", reason: (error as Error).message },
      "a passkey was refused",
    );
    return false;
  }
  if (!verified.verified) return false;
  const { credential } = verified.registrationInfo;
  const passkey: Passkey = {
    id: credential.id,
    email,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? [],
    label: deviceLabel(userAgent),
    createdAt: services.desk.now(),
  };
  // A credential id is one member's: a registration never replaces another member's record.
  if (!(await services.store.staff.addPasskey(passkey))) {
    services.log.warn({ module: "desk", email }, "a passkey with another member's id was refused");
    return false;
  }
  await services.store.desk.logAccess({
    at: passkey.createdAt,
    by: email,
    action: "passkey-added",
  });
  // The member learns of every passkey added, so one added at an unattended desk does not go unseen.
  services.desk.mail.add(
    () => sendPrivacyMail(services.config, passkeyAddedMail(services.config, email, passkey.label)),
    (error) => services.log.error({ module: "desk", email, err: error }, "a passkey mail failed"),
  );
  return true;
}

/** Removes one of the member's own passkeys (logged); false when they have none by that id. */
export async function removeOwnPasskey(services: SiteForDesk, email: string, id: string) {
  const removed = await services.store.staff.removePasskey(email, id);
  if (removed)
    await services.store.desk.logAccess({
      at: services.desk.now(),
      by: email,
      action: "passkey-removed",
    });
  return removed;
}

export type PasskeyStart =
  | { ok: true; challengeId: string; options: unknown }
  | { ok: false; message: string; retryAfterSeconds?: number };

export async function startSignIn(
  services: SiteForDesk,
  party: RelyingParty,
  clientIp: string | undefined,
): Promise<PasskeyStart> {
  const limit = await services.desk.limits.passkeyStartsPerClient.hit(clientKey(clientIp));
  if (!limit.allowed)
    return {
      ok: false,
      message: passkeyMessages.tooMany,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  // No list of credentials: the browser offers the passkeys it holds for this site (discoverable
  // ones).
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    userVerification: "required",
  });
  return {
    ok: true,
    challengeId: await keepChallenge(services, options.challenge, "sign-in"),
    options,
  };
}

/** The member a passkey's response proves, once: its challenge is used up whatever the outcome. */
export async function finishSignIn(
  services: SiteForDesk & Logged,
  party: RelyingParty,
  body: { challengeId?: unknown; response?: unknown },
): Promise<StaffMember | undefined> {
  const challenge = await takeChallenge(services, body.challengeId, "sign-in");
  const response = body.response as Partial<AuthenticationResponseJSON> | null | undefined;
  if (
    !challenge ||
    typeof response !== "object" ||
    response === null ||
    typeof response.id !== "string"
  )
    return undefined;
  const passkey = await services.store.staff.getPasskey(response.id);
  const member = passkey ? await services.store.staff.getMember(passkey.email) : undefined;
  if (!passkey || !member) return undefined;
  // A discoverable passkey names its user: it must be the member the passkey was added for.
  if (
    response.response?.userHandle !== undefined &&
    response.response.userHandle !== userHandle(member.email).toString("base64url")
  )
    return undefined;
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, "base64url"),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    if (!verified.verified) return undefined;
    await services.store.staff.usePasskey(
      passkey.id,
      verified.authenticationInfo.newCounter,
      Date.now(),
    );
    return member;
  } catch (error) {
    services.log.info(
      { module: "desk", reason: (error as Error).message },
      "a passkey sign-in was refused",
    );
    return undefined;
  }
}
