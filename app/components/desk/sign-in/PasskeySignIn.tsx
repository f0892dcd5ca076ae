import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { browserProblem, messageOf, postStep } from "./passkey-client";

const FAILED = "That passkey did not sign you in. Try again, or sign in with an emailed code.";

/**
 * "Sign in with a passkey": needs JavaScript (the emailed code does not), so without it the page
 * says so instead.
 */
export function PasskeySignIn({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const { browserSupportsWebAuthn, startAuthentication } =
        await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn())
        throw new Error("This browser has no passkeys. Sign in with an emailed code.");
      const start = await postStep("/desk/sign-in/passkey", { step: "start" });
      if (!start.ok) throw new Error(messageOf(start, FAILED));
      let response;
      try {
        response = await startAuthentication({
          optionsJSON: start.body.options as Parameters<
            typeof startAuthentication
          >[0]["optionsJSON"],
        });
      } catch (problem) {
        throw new Error(browserProblem(problem, FAILED));
      }
      const done = await postStep("/desk/sign-in/passkey", {
        step: "finish",
        challengeId: start.body.challengeId,
        response,
        returnTo,
      });
      if (!done.ok || typeof done.body.redirectTo !== "string")
        throw new Error(messageOf(done, FAILED));
      navigate(done.body.redirectTo);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : FAILED);
      setBusy(false);
    }
  }

  return (
    <div className="desk-passkey">
      <button
        type="button"
        className="button button--ghost button--block js-only"
        disabled={busy}
        onClick={() => void signIn()}
      >
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      <p className="desk-no-js form-card__note">
        Signing in with a passkey needs JavaScript. Without it, the emailed code works.
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
