// A call logged in one tap: the outcome buttons post the call (with the optional note above
// them) as a plain form, so it works without JavaScript; and "Sent on WhatsApp", a one-button
// form beside the WhatsApp link. Each is its own intent of the lead page's action.
import { Form, useNavigation } from "@remix-run/react";

export const callOutcomeChoices = [
  { value: "connected", label: "Connected" },
  { value: "no-answer", label: "No answer" },
  { value: "busy", label: "Busy" },
  { value: "wrong-number", label: "Wrong number" },
  { value: "call-back-later", label: "Call back later" },
] as const;

interface Props {
  /** "2 calls, no answer", or "" before any call. */
  calls: string;
  /** A refused call: its message and what was typed. */
  refused?: { message: string; note: string } | undefined;
}

export function LeadCallLog({ calls, refused }: Props) {
  const navigation = useNavigation();
  const logging =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "call";
  return (
    <section className="desk-panel lead-calls" aria-labelledby="lead-calls">
      <h2 id="lead-calls">Log a call</h2>
      <p className="lead-calls__count">{calls || "No call logged yet."}</p>
      <Form method="post" className="lead-calls__form" aria-label="Log a call" autoComplete="off">
        <input type="hidden" name="intent" value="call" />
        <div className="field">
          <label htmlFor="call-note">What was said (optional)</label>
          <textarea
            id="call-note"
            name="note"
            rows={2}
            maxLength={2000}
            defaultValue={refused?.note ?? ""}
            aria-describedby={refused ? "call-error" : undefined}
          />
        </div>
        {refused ? (
          <p id="call-error" className="field__error" role="alert">
            {refused.message}
          </p>
        ) : null}
        <fieldset className="lead-calls__outcomes">
          <legend>How did it go? One tap logs the call.</legend>
          {callOutcomeChoices.map((choice) => (
            <button
              key={choice.value}
              type="submit"
              name="outcome"
              value={choice.value}
              className="button button--small button--ghost"
              disabled={logging}
            >
              {choice.label}
            </button>
          ))}
        </fieldset>
      </Form>
    </section>
  );
}

/** "Sent on WhatsApp": logs a message sent through the WhatsApp link. */
export function SentOnWhatsApp() {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "whatsapp";
  return (
    <Form method="post" className="lead-reach__sent">
      <input type="hidden" name="intent" value="whatsapp" />
      <button type="submit" className="button button--ghost" disabled={sending}>
        Sent on WhatsApp
      </button>
    </Form>
  );
}
