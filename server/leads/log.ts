// One line per lead outcome, for operators. Never the visitor's email or phone in full.

export { maskEmail } from "../notify/log";

export type Outcome = "stored" | "duplicate" | "invalid" | "failed" | "honeypot" | "rate-limited" | "refused";

export function logLead(form: string, outcome: Outcome, detail?: string) {
  const line = `[lead] form=${form} outcome=${outcome}${detail ? ` ${detail}` : ""}`;
  if (outcome === "failed") console.error(line);
  else console.info(line);
}
