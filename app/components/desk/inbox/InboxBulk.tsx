// Many leads at once: one plain form holds the bar and the inbox's table (its checkboxes), so
// selecting and changing leads works without JavaScript; "All on this page" takes every lead the
// page shows. With JavaScript it also ticks the boxes and counts what is selected. The answer
// names each lead that was skipped (decision 0047).
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { BulkOutcome, InboxView } from "~/lib/desk.server";
import { FieldError, invalidProps, StatusFields } from "../StatusFields";
import { MemberOptions } from "../MemberOptions";

interface Props {
  view: Pick<InboxView, "assignees" | "choices">;
  answer?: BulkOutcome | undefined;
  children: ReactNode;
}

export function InboxBulk({ view, answer, children }: Props) {
  const form = useRef<HTMLFormElement>(null);
  // The count is shown once the page's script runs (without it, the boxes say it).
  const scripted = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const [count, setCount] = useState(answer && !answer.ok ? answer.typed.selected.length : 0);
  const busy = useNavigation().state === "submitting";
  const refused = answer && !answer.ok ? answer : undefined;
  const typed = refused?.typed;
  const errors = refused?.fieldErrors ?? {};

  const boxes = () => [
    ...(form.current?.querySelectorAll<HTMLInputElement>('input[name="lead"]') ?? []),
  ];
  const changed = (event: React.ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    const all = form.current?.querySelector<HTMLInputElement>('input[name="all"]');
    if (target.name === "all") for (const box of boxes()) box.checked = target.checked;
    else if (target.name === "lead" && all) all.checked = boxes().every((box) => box.checked);
    if (target.name === "all" || target.name === "lead")
      setCount(boxes().filter((box) => box.checked).length);
  };

  const invalid = (name: keyof BulkOutcome["fieldErrors"]) =>
    invalidProps(`bulk-${name}`, errors[name]);
  const error = (name: keyof BulkOutcome["fieldErrors"]) => (
    <FieldError id={`bulk-${name}`} error={errors[name]} alert={false} />
  );

  return (
    <Form
      method="post"
      ref={form}
      onChange={changed}
      className="inbox-bulk-form"
      aria-label="Change many leads"
      autoComplete="off"
    >
      {answer ? (
        <div
          className={`desk-notice inbox-bulk__answer${answer.ok ? "" : " desk-notice--warning"}`}
          role={answer.ok ? "status" : "alert"}
        >
          <p>{answer.message}</p>
          {answer.skipped.length > 0 ? (
            <ul>
              {answer.skipped.map((lead) => (
                <li key={lead.path}>
                  <Link to={lead.path}>{lead.name}</Link>: {lead.why}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="inbox-bulk" role="group" aria-labelledby="inbox-bulk-title">
        <div className="inbox-bulk__head">
          <h2 id="inbox-bulk-title" className="inbox-bulk__title">
            Selected leads
          </h2>
          <label className="inbox-bulk__all">
            <input type="checkbox" name="all" value="page" />
            All on this page
          </label>
          <p className="inbox-bulk__count" aria-live="polite">
            {scripted ? `${count} selected` : ""}
          </p>
        </div>
        <div className="inbox-bulk__actions">
          <div className="inbox-bulk__action">
            <div className="field">
              <label htmlFor="bulk-owner">Assign to</label>
              <select
                id="bulk-owner"
                name="owner"
                defaultValue={typed?.owner ?? ""}
                {...invalid("owner")}
              >
                <MemberOptions none="Choose a member" members={view.assignees} />
              </select>
              {error("owner")}
            </div>
            <button
              type="submit"
              name="bulk"
              value="assign"
              className="button button--small"
              disabled={busy}
            >
              Assign
            </button>
          </div>
          <div className="inbox-bulk__action inbox-bulk__action--status">
            <StatusFields
              prefix="bulk"
              label="Set the status to"
              statuses={view.choices.statuses}
              placeholder="Choose a status"
              status={typed?.status ?? ""}
              lostReason={typed?.lostReason ?? ""}
              errors={errors}
              lostClassName="inbox-bulk__lost"
              alert={false}
            />
            <button
              type="submit"
              name="bulk"
              value="status"
              className="button button--small"
              disabled={busy}
            >
              Set status
            </button>
          </div>
          <div className="inbox-bulk__action">
            <div className="field">
              <label htmlFor="bulk-followUp">Set the next follow-up to</label>
              <input
                id="bulk-followUp"
                name="followUp"
                type="datetime-local"
                defaultValue={typed?.followUp ?? ""}
                {...invalid("followUp")}
              />
              {error("followUp")}
            </div>
            <button
              type="submit"
              name="bulk"
              value="followUp"
              className="button button--small"
              disabled={busy}
            >
              Set follow-up
            </button>
          </div>
        </div>
      </div>
      {children}
    </Form>
  );
}
