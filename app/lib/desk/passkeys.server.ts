// The passkey endpoints' use of server/desk/sign-in/passkeys.ts: JSON in and out, for the desk's
// own scripts (a passkey needs JavaScript; the emailed code does not).
import type { AppLoadContext } from "@remix-run/node";
import { readDeskJson } from "#server/desk/form";
import { relyingParty } from "#server/desk/sign-in/passkeys";

/**
 * A JSON response for the desk's scripts; never stored by any cache (the desk's responses are
 * private).
 */
export const json = (body: unknown, status = 200, headers?: HeadersInit) => {
  const response = new Response(JSON.stringify(body), { status, headers });
  response.headers.set("Content-Type", "application/json; charset=utf-8");
  return response;
};

/** The ceremony's step and fields, or undefined for a body that is no passkey step. */
export async function passkeyStep(request: Request) {
  const body = await readDeskJson(request);
  return body && (body.step === "start" || body.step === "finish")
    ? (body as {
        step: "start" | "finish";
        challengeId?: unknown;
        response?: unknown;
        returnTo?: unknown;
      })
    : undefined;
}

/**
 * The relying party for this site and request; undefined where passkeys cannot work (an IP address
 * in development).
 */
export const partyFor = (context: AppLoadContext) => relyingParty(context.services, context.origin);
