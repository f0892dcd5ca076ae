import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { planBySlug, plans, planSlug, totalText } from "#shared/catalogue/plans";
import { NO_PLAN_LABEL, planPageMessage } from "#shared/forms/plan-words";
import { PLAN_FIELD } from "#shared/forms/transport";
import { FieldShell } from "./Field";
import { useFieldState } from "./LeadForm";

/**
 * The pricing plan of an enrollment: the one the address names (`?plan=advanced`, set by a
 * plan's "Enroll now"), which the visitor may change or clear. Optional, and not part of the
 * stored record: the server keeps it in the lead's context.
 */
export function PlanField() {
  const { idPrefix, errors, values } = useFieldState();
  const { search } = useLocation();
  const named = planBySlug(new URLSearchParams(search).get(PLAN_FIELD) ?? "");
  const fromAddress = named ? planSlug(named) : "";
  // The visitor's own choice stays until another "Enroll now" names a plan again.
  const [choice, setChoice] = useState<{ address: string; plan: string } | undefined>(undefined);
  // A refused post shows the form again with the plan the visitor sent (even without JavaScript).
  const posted = values[PLAN_FIELD];
  const plan =
    choice?.address === fromAddress
      ? choice.plan
      : choice === undefined && posted !== undefined
        ? posted
        : fromAddress;
  const id = `${idPrefix}-${PLAN_FIELD}`;
  // The only refusal of a plan is one that is none of the options. The server words it with the
  // plans' slugs, as the API takes them; the page says it with the names its options show.
  const error = errors[PLAN_FIELD] ? planPageMessage : undefined;
  return (
    <FieldShell id={id} label="Plan" error={error} errorId={`${id}-error`}>
      <select
        id={id}
        name={PLAN_FIELD}
        value={plan}
        onChange={(event) => setChoice({ address: fromAddress, plan: event.currentTarget.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{NO_PLAN_LABEL}</option>
        {plans.map((p) => (
          <option key={p.id} value={planSlug(p)}>
            {`${p.course_type}: ${totalText(p)}`}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
