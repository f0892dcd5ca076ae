// The inbox's filters: a plain GET form, so the filters are the page's address (a view can be
// bookmarked or shared) and work without JavaScript. The search is always at hand; the other
// filters fold away on a phone.
import { Form, Link } from "@remix-run/react";
import type { InboxView } from "~/lib/desk.server";

type Props = Pick<InboxView, "tab" | "filters" | "choices">;

const FILTER_NAMES = [
  "form",
  "status",
  "owner",
  "course",
  "source",
  "campaign",
  "from",
  "to",
  "followUp",
  "group",
] as const;

export function InboxFilters({ tab, filters, choices }: Props) {
  const active = FILTER_NAMES.filter((name) => filters[name] !== undefined).length;
  const clear = tab === "newsletter" ? "/desk?tab=newsletter" : "/desk";
  return (
    <Form method="get" action="/desk" className="inbox-filters" aria-label="Filter the inbox">
      {tab === "newsletter" ? <input type="hidden" name="tab" value="newsletter" /> : null}
      <div className="inbox-filters__search">
        <label htmlFor="inbox-q">Search by name, email or phone</label>
        <div className="inbox-filters__row">
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            maxLength={100}
            placeholder="Priya, priya@…, +91 98765 43210"
          />
          <button type="submit" className="button button--small">
            Search
          </button>
        </div>
      </div>
      <details className="inbox-filters__more" open={active > 0}>
        <summary>Filters{active > 0 ? ` (${active} on)` : ""}</summary>
        <div className="inbox-filters__grid">
          {tab === "leads" ? (
            <Choice
              name="form"
              label="Form"
              value={filters.form}
              options={choices.forms}
              any="Every form"
            />
          ) : null}
          <Choice
            name="status"
            label="Status"
            value={filters.status}
            options={choices.statuses}
            any="Every status"
          />
          <Choice
            name="owner"
            label="Owner"
            value={filters.owner}
            options={choices.owners}
            any="Anyone or nobody"
          />
          {tab === "leads" ? (
            <Choice
              name="course"
              label="Course"
              value={filters.course}
              options={choices.courses.map((c) => ({ value: c, label: c }))}
              any="Every course"
            />
          ) : null}
          <div className="field">
            <label htmlFor="inbox-source">Source</label>
            <input
              id="inbox-source"
              name="source"
              defaultValue={filters.source ?? ""}
              maxLength={200}
              placeholder="google / cpc, direct…"
            />
          </div>
          <div className="field">
            <label htmlFor="inbox-campaign">Campaign</label>
            <input
              id="inbox-campaign"
              name="campaign"
              defaultValue={filters.campaign ?? ""}
              maxLength={200}
            />
          </div>
          <div className="field">
            <label htmlFor="inbox-from">Received from</label>
            <input id="inbox-from" name="from" type="date" defaultValue={filters.from ?? ""} />
          </div>
          <div className="field">
            <label htmlFor="inbox-to">Received to</label>
            <input id="inbox-to" name="to" type="date" defaultValue={filters.to ?? ""} />
          </div>
          <div className="field inbox-filters__check">
            <input
              id="inbox-follow-up"
              name="followUp"
              type="checkbox"
              value="due"
              defaultChecked={filters.followUp === "due"}
            />
            <label htmlFor="inbox-follow-up">Follow-up due</label>
          </div>
          {tab === "leads" ? (
            <div className="field inbox-filters__check">
              <input
                id="inbox-group"
                name="group"
                type="checkbox"
                value="person"
                defaultChecked={filters.group === "person"}
              />
              <label htmlFor="inbox-group">One row per person</label>
            </div>
          ) : null}
        </div>
        <div className="inbox-filters__actions">
          <button type="submit" className="button button--small">
            Apply filters
          </button>
          <Link to={clear}>Clear all</Link>
        </div>
      </details>
    </Form>
  );
}

function Choice({
  name,
  label,
  value,
  options,
  any,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: Array<{ value: string; label: string }>;
  any: string;
}) {
  return (
    <div className="field">
      <label htmlFor={`inbox-${name}`}>{label}</label>
      <select id={`inbox-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
