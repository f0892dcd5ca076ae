// A lead's context (shared/forms/lead-context.ts) as flat columns for a CSV export: the plan,
// the consent, and each attribution key under its own name. Empty where the lead has none.
import { attributionKeys, type LeadContext } from "#shared/forms/lead-context";

export const contextColumnNames = [
  "plan",
  "consent_marketing",
  "consent_notice",
  "consent_at",
  "consent_withdrawn_at",
  ...attributionKeys,
] as const;

export function contextColumns(context: LeadContext | undefined): Record<string, string> {
  const columns: Record<string, string> = {
    plan: context?.plan ?? "",
    consent_marketing: context?.consent ? String(context.consent.marketing) : "",
    consent_notice: context?.consent?.notice ?? "",
    consent_at: context?.consent?.at ?? "",
    consent_withdrawn_at: context?.consent?.withdrawnAt ?? "",
  };
  for (const key of attributionKeys) columns[key] = context?.attribution?.[key] ?? "";
  return columns;
}
