// /desk/sign-in/passkey (JSON, for the sign-in page's script): step "start" gives the options
// and a challenge; step "finish" checks the passkey's response and starts the session.
import type { ActionFunctionArgs } from "@remix-run/node";
import { markResponse } from "../lib/responses.server";
import {
  finishSignIn,
  json,
  landingOf,
  partyFor,
  passkeyStep,
  refuseOverPlainHttp,
  signedInHeaders,
  startSignIn,
} from "../lib/desk.server";
import { passkeyMessages } from "#shared/passkey-messages";

export async function action({ request, context }: ActionFunctionArgs) {
  refuseOverPlainHttp(context);
  markResponse(context, { kind: "desk" });
  const party = partyFor(context);
  if (!party) return json({ message: passkeyMessages.unavailable }, 400);
  const step = await passkeyStep(request);
  if (!step) return json({ message: passkeyMessages.failed }, 400);
  if (step.step === "start") {
    const started = await startSignIn(context.services, party, context.clientIp);
    if (started.ok) return json({ challengeId: started.challengeId, options: started.options });
    return json({ message: started.message }, 429, {
      "Retry-After": String(started.retryAfterSeconds ?? 60),
    });
  }
  const member = await finishSignIn(context.services, party, step);
  if (!member) return json({ message: passkeyMessages.failed }, 400);
  const headers = await signedInHeaders(request, context, member, "passkey");
  const redirectTo = await landingOf(
    context,
    member,
    typeof step.returnTo === "string" ? step.returnTo : undefined,
  );
  return json({ redirectTo }, 200, headers);
}
