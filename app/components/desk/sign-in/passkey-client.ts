// What the desk's passkey buttons share in the browser: posting a ceremony's step as JSON, and
// saying in plain words why a passkey did not work. The WebAuthn library itself is loaded only
// when a button is pressed (see the buttons), so no page carries it until then.

export interface StepResult {
  ok: boolean;
  body: Record<string, unknown>;
}

/** Posts one step of a passkey ceremony to a desk endpoint. */
export async function postStep(url: string, body: Record<string, unknown>): Promise<StepResult> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  let responseBody: Record<string, unknown> = {};
  try {
    responseBody = (await response.json()) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the message below says what to do.
  }
  return { ok: response.ok, body: responseBody };
}

/** The server's own message of a refused step, or `fallback`. */
export const messageOf = (result: StepResult, fallback: string) =>
  typeof result.body.message === "string" ? result.body.message : fallback;

/** Why the browser's passkey step failed, for a person. */
export function browserProblem(error: unknown, fallback: string): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey was not used: it was cancelled or took too long. Try again when you are ready.";
  if (name === "InvalidStateError") return "This device already has a passkey for the desk.";
  if (name === "SecurityError")
    return "Passkeys do not work at this address of the desk. Sign in with an emailed code.";
  return fallback;
}
