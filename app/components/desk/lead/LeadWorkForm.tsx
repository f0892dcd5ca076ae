// Where a lead stands, changed in one plain form (works without JavaScript): status (Lost asks
// why), owner, next follow-up in the business's time zone, and a note. The form carries what it
// showed, so a save over a colleague's change of the same field is refused, not applied over it.
import { Form, useNavigation } from "@remix-run/react";
import type { LeadPageView, TypedSave } from "~/lib/desk.server";
import { FieldError, invalidProps, StatusFields } from "../StatusFields";
import { MemberOptions } from "../MemberOptions";

interface Props {
  lead: LeadPageView;
  typed?: TypedSave | undefined;
  errors?: Partial<Record<keyof TypedSave, string>> | undefined;
}

export function LeadWorkForm({ lead, typed, errors = {} }: Props) {
  const { state, choices } = lead;
  const navigation = useNavigation();
  // Not while a call or a message is being logged (LeadCallLog.tsx): those are other forms.
  const saving = navigation.state === "submitting" && !navigation.formData?.has("intent");
  const value = (name: keyof TypedSave, current: string) => typed?.[name] ?? current;
  const invalid = (name: keyof TypedSave) => invalidProps(`lead-${name}`, errors[name]);
  const error = (name: keyof TypedSave) => <FieldError id={`lead-${name}`} error={errors[name]} />;
  return (
    // autoComplete off: browsers then do not put typed values back when Back returns to the
    // page after a save, where a note saved already would be saved again. The page is drawn
    // afresh from the lead as it is.
    <Form method="post" className="lead-work" aria-label="Work this lead" autoComplete="off">
      <input type="hidden" name="seenStatus" value={state.seen.status} />
      <input type="hidden" name="seenOwner" value={state.seen.owner} />
      <input type="hidden" name="seenFollowUp" value={state.seen.followUp} />
      <div className="lead-work__grid">
        <StatusFields
          prefix="lead"
          label="Status"
          statuses={choices.statuses}
          status={value("status", state.status)}
          lostReason={value("lostReason", state.lostReason)}
          errors={errors}
          lostClassName="lead-work__lost"
        />
        <div className="field">
          <label htmlFor="lead-owner">Owner</label>
          <select
            id="lead-owner"
            name="owner"
            defaultValue={value("owner", state.owner)}
            {...invalid("owner")}
          >
            <MemberOptions none="Nobody yet" members={choices.owners} />
          </select>
          {error("owner")}
        </div>
        <div className="field">
          <label htmlFor="lead-followUp">Next follow-up</label>
          <input
            id="lead-followUp"
            name="followUp"
            type="datetime-local"
            defaultValue={value("followUp", state.followUp)}
            aria-describedby={errors.followUp ? "lead-followUp-error" : "lead-followUp-zone"}
            aria-invalid={errors.followUp ? true : undefined}
          />
          <p id="lead-followUp-zone" className="field__hint">
            In {lead.timeZone} time
          </p>
          {error("followUp")}
        </div>
      </div>
      <div className="field">
        <label htmlFor="lead-note">Note</label>
        <textarea
          id="lead-note"
          name="note"
          rows={3}
          maxLength={2000}
          defaultValue={typed?.note ?? ""}
          placeholder="What was said, what comes next"
          {...invalid("note")}
        />
        {error("note")}
      </div>
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Saving…" : "Save"}
      </button>
    </Form>
  );
}
