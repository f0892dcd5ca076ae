// /desk/account/passkeys (JSON, for the account page's script): adds a passkey for the signed-in
// member. Step "start" gives the options and a challenge, step "finish" keeps the passkey. Both
// need a sign-in within the last 10 minutes: otherwise 403 with where to sign in again.
import type { ActionFunctionArgs } from "@remix-run/node";
import {
  finishRegistration,
  json,
  partyFor,
  passkeyStep,
  requireFreshProof,
  requireStaff,
  startRegistration,
} from "../lib/desk.server";
import { passkeyMessages } from "#shared/passkey-messages";

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context);
  requireFreshProof(request, context, staff, { back: "/desk/account#passkeys", json: true });
  const party = partyFor(context);
  if (!party) return json({ message: passkeyMessages.unavailable }, 400);
  const step = await passkeyStep(request);
  if (!step) return json({ message: passkeyMessages.notAdded }, 400);
  if (step.step === "start")
    return json(await startRegistration(context.services, party, staff.email));
  const added = await finishRegistration(
    context.services,
    party,
    staff.email,
    step,
    request.headers.get("User-Agent"),
  );
  return added ? json({ added: true }) : json({ message: passkeyMessages.notAdded }, 400);
}
