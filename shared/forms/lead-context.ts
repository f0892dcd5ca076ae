// What a lead carries beyond the stored record (docs/decisions/0022). The stored record keeps its
// fields as the sales team's tools read them; this object is stored beside it under the same key,
// erased with it, and shown to sales in the email, the webhook and `npm run export --
// --with-context`.

/** The campaign and landing-page keys, as campaign tools name them. */
export const attributionKeys = [
  "landing",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
  "msclkid",
  "referrer",
] as const;

export type AttributionKey = (typeof attributionKeys)[number];

/** The keys a campaign link adds to an address: `utm_*` and the click ids. */
export const campaignKeys = attributionKeys.filter(
  (key) => key !== "landing" && key !== "referrer",
);

export interface LeadContext {
  /**
   * What the visitor agreed to, and which notice they were shown (docs/decisions/0024). A
   * withdrawal of marketing consent sets `marketing` to false and adds when (`withdrawnAt`);
   * `notice` and `at` stay, so what was agreed and when remains on record.
   */
  consent?: { marketing: boolean; notice: string; at: string; withdrawnAt?: string };
  /** Enrollment: the pricing plan's name as shown, when one was chosen (docs/decisions/0022). */
  plan?: string;
  /** Where the visitor first came from in this browser session; absent keys omitted. */
  attribution?: Partial<Record<AttributionKey, string>>;
}
