import {
  MARKETING_CONSENT_FIELD,
  MARKETING_CONSENT_TICKED,
  marketingConsentLabel,
} from "#shared/forms/consent";
import type { FormNoticeView } from "../lib/form-notices";

/** The page where a visitor sees, takes, corrects or erases what is stored for their address. */
const MY_DATA_PATH = "/my-data";

/**
 * What the form keeps, why and for how long, then where to see or erase it, its Privacy section and
 * the grievance contact.
 */
export function FormNotice({ id, notice }: { id: string; notice: FormNoticeView }) {
  return (
    <p className="form-notice" id={id}>
      {`${notice.text} `}
      <a href={MY_DATA_PATH}>See or erase it</a>
      {" · "}
      <a href={`/Privacy#${notice.section}`}>Privacy details</a>
      {" · Grievances: "}
      <a href={`mailto:${notice.grievanceEmail}`}>{notice.grievanceEmail}</a>
    </p>
  );
}

/**
 * The optional marketing box: unticked unless the visitor ticks it (a refused post gives it back as
 * it was sent).
 */
export function MarketingConsentBox({ ticked }: { ticked: boolean }) {
  return (
    <div className="field field--check">
      <label>
        <input
          type="checkbox"
          name={MARKETING_CONSENT_FIELD}
          value={MARKETING_CONSENT_TICKED}
          defaultChecked={ticked}
        />
        {` ${marketingConsentLabel}`}
      </label>
    </div>
  );
}
