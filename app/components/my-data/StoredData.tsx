// What /my-data/<token> shows for an address: each record with what was stored beside it and
// what the team recorded, its correction form, the change of address, the JSON download, the
// withdrawal of marketing consent and the erasure (after a confirmation).
import { Form, Link } from "@remix-run/react";
import type { EmailChangeOutcome, StoredItem } from "~/lib/my-data.server";
import { LabelledLines } from "../LabelledLines";
import { CorrectionForm, type Correction } from "./CorrectionForm";
import { EmailChangeForm } from "./EmailChangeForm";

export function StoredData({
  token,
  email,
  items,
  confirmErase,
  notice,
  correction,
  emailChange,
}: {
  token: string;
  email: string;
  items: StoredItem[];
  confirmErase: boolean;
  notice: string | null;
  correction: Correction;
  emailChange: EmailChangeOutcome | undefined;
}) {
  const here = `/my-data/${token}`;
  const marketing = items.some((item) => item.marketing);
  return (
    <>
      {notice ? (
        <p className="form-card__note my-data__notice" role="status">
          {notice}
        </p>
      ) : null}
      <h2>What we hold about {email}</h2>
      {items.length === 0 ? (
        <p>Nothing: none of our lists holds this address.</p>
      ) : (
        <EmailChangeForm outcome={emailChange} />
      )}
      <p>
        Below is every record our forms store for this address and, with each, what we stored beside
        it: whether you agreed to course news and offers, the notice you were shown, and where we
        know them, the plan you chose and how you came to the site; and what our team recorded while
        answering you: where your request stands and their notes.
      </p>
      {items.map((item) => (
        <RecordInList
          key={`${item.list}/${item.key}`}
          item={item}
          correction={correction?.key === item.key ? correction : undefined}
        />
      ))}
      <div className="form-card my-data__actions">
        <h3>Take it, stop the news, or erase it</h3>
        <p>
          <a className="button" href={`${here}/download`} download="my-data.json">
            Download all of it (JSON)
          </a>
        </p>
        {marketing ? (
          <Form method="post" action={here}>
            <p>
              Stop course news and offers: your newsletter sign-up is erased, and beside each
              request you sent we record that you said no, and when. We still answer what you asked
              us.
            </p>
            <input type="hidden" name="intent" value="withdraw" />
            <button type="submit" className="button button--ghost">
              Withdraw marketing consent and unsubscribe
            </button>
          </Form>
        ) : null}
        {confirmErase ? (
          <Form
            method="post"
            action={here}
            className="my-data__confirm"
            aria-label="Confirm erasure"
          >
            <p role="alert">
              Erase everything listed on this page, for good? We cannot undo it, and this link stops
              working once it is done.
            </p>
            <input type="hidden" name="intent" value="erase" />
            <button type="submit" className="button">
              Yes, erase everything
            </button>{" "}
            <Link to={here}>No, keep it</Link>
          </Form>
        ) : items.length > 0 ? (
          <Form method="get" action={here}>
            <input type="hidden" name="confirm" value="erase" />
            <button type="submit" className="button button--ghost">
              Erase everything…
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}

/** One record, with what was stored beside it and what the team recorded. */
function RecordInList({ item, correction }: { item: StoredItem; correction: Correction }) {
  return (
    <article className="form-card my-data__record" aria-label={item.title}>
      <h3>{item.title}</h3>
      <p className="form-card__tagline">
        Sent {item.date || "at an unknown date"}; kept in our list “{item.list}”.
      </p>
      <LabelledLines className="my-data__fields" lines={item.fields} />
      {(
        [
          ["Stored beside it", item.beside],
          ["What our team recorded", item.desk],
        ] as const
      ).map(([label, lines]) =>
        lines.length > 0 ? (
          <LabelledLines
            key={label}
            className="my-data__fields my-data__beside"
            label={label}
            lines={lines}
          />
        ) : null,
      )}
      <CorrectionForm item={item} correction={correction} />
    </article>
  );
}
