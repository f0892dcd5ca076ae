import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { passkeyMessages } from "#shared/passkey-messages";
import { browserProblem, messageOf, postStep } from "./passkey-client";

/**
 * "Add a passkey on this device": the browser makes one (fingerprint, face, screen lock), the desk
 * keeps its public key.
 */
export function PasskeyRegister() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  async function register() {
    setBusy(true);
    setSaid(null);
    try {
      const { browserSupportsWebAuthn, startRegistration } =
        await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn())
        throw new Error("This browser has no passkeys. Keep signing in with emailed codes.");
      const start = await postStep("/desk/account/passkeys", { step: "start" });
      // A sign-in more than 10 minutes old: sign in again, then back to this page.
      if (typeof start.body.signInAgain === "string") {
        window.location.assign(start.body.signInAgain);
        return;
      }
      if (!start.ok) throw new Error(messageOf(start, passkeyMessages.notAdded));
      let response;
      try {
        response = await startRegistration({
          optionsJSON: (start.body.options ?? {}) as Parameters<
            typeof startRegistration
          >[0]["optionsJSON"],
        });
      } catch (problem) {
        throw new Error(browserProblem(problem, passkeyMessages.notAdded));
      }
      const done = await postStep("/desk/account/passkeys", {
        step: "finish",
        challengeId: start.body.challengeId,
        response,
      });
      if (!done.ok) throw new Error(messageOf(done, passkeyMessages.notAdded));
      setSaid({ ok: true, text: "Passkey added. Next time, sign in with it: no mail needed." });
      revalidator.revalidate();
    } catch (problem) {
      setSaid({
        ok: false,
        text: problem instanceof Error ? problem.message : passkeyMessages.notAdded,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="desk-passkey">
      <button
        type="button"
        className="button js-only"
        disabled={busy}
        onClick={() => void register()}
      >
        {busy ? "Waiting for your device…" : "Add a passkey on this device"}
      </button>
      <p className="desk-no-js">
        Adding a passkey needs JavaScript: turn it on for this site, then come back to this page.
      </p>
      {said ? (
        <p className={said.ok ? "desk-notice" : "field__error"} role={said.ok ? "status" : "alert"}>
          {said.text}
        </p>
      ) : null}
    </div>
  );
}
