import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_TICKED, marketingConsentLabel } from "../../shared/forms/consent";
import type { FormNoticeView } from "../lib/root-data";

/**
 * What the form keeps, why and for how long, right after its button (so it never pushes the
 * button down), with the ways to see or erase it. The words come with the page's data.
 */
export function FormNotice({ id, notice, grievanceEmail }: { id: string; notice: FormNoticeView; grievanceEmail: string }) {
  return (
    <p className="form-notice" id={id}>
      {notice.text} <a href="/my-data">See or erase it</a> · <a href={`/Privacy#${notice.section}`}>Privacy details</a> · Grievances:{" "}
      <a href={`mailto:${grievanceEmail}`}>{grievanceEmail}</a>
    </p>
  );
}

/** The optional marketing box: unticked unless the visitor ticks it, and ticked again after a refused post. */
export function MarketingConsentBox({ id, ticked }: { id: string; ticked: boolean }) {
  return (
    <div className="field field--check">
      <input id={id} type="checkbox" name={MARKETING_CONSENT_FIELD} value={MARKETING_CONSENT_TICKED} defaultChecked={ticked} />
      <label htmlFor={id}>{marketingConsentLabel}</label>
    </div>
  );
}
