// Every lead's context records the consent given with it; tests of the other services of the
// context (plan, attribution) check that it is there, well formed, and look past it.
import { expect } from "vitest";

/** What a lead's context contains beside its consent, or undefined when it contains only that. */
export function beyondConsent(context: unknown): Record<string, unknown> | undefined {
  expect(context).toMatchObject({
    consent: {
      marketing: expect.any(Boolean) as boolean,
      notice: expect.stringMatching(/^[a-z]+-\d{4}-\d{2}-\d{2}$/) as string,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
    },
  });
  const { consent: _consent, ...rest } = context as Record<string, unknown>;
  return Object.keys(rest).length === 0 ? undefined : rest;
}
