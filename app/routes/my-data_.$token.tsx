// /my-data/<token>: everything stored for the address the link was mailed to, with a JSON
// download, a correction per field, the withdrawal of marketing consent (which unsubscribes
// from the newsletter too) and the erasure (after a confirmation). Every action is a plain
// form post that gets a redirect: no JavaScript needed.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageBanner } from "../components/PageBanner";
import { markResponse } from "../lib/responses.server";
import {
  correctField,
  eraseAddress,
  storedItems,
  storedLeadsOf,
  myDataMessages,
  openLink,
  withdrawMarketingConsent,
  type StoredItem,
} from "../lib/my-data.server";
import {
  emailChangeMessages,
  requestEmailChange,
  type EmailChangeOutcome,
} from "../lib/my-data.server";

/**
 * The new address's field (here, not in a `.server` module: the form in the browser names it too).
 */
const NEW_EMAIL_FIELD = "newEmail";

export const meta: MetaFunction = () => [
  { title: "Your data | Aptora Learning" },
  { name: "robots", content: "noindex" },
];

/**
 * The store did not respond: a page that says to try again (503), never the site's error
 * page. Every action can be repeated: a withdrawal or an erasure cut short is finished by
 * the next attempt.
 */
function unavailable(context: AppLoadContext, error: unknown) {
  context.log.error(
    { module: "privacy", reason: (error as Error).message },
    "/my-data could not reach the store",
  );
  markResponse(context, { kind: "private", retryAfterSeconds: 60 });
  return { status: 503 };
}

export async function loader(args: LoaderFunctionArgs) {
  try {
    return await openPage(args);
  } catch (error) {
    return data(
      { state: "unavailable" as const, message: myDataMessages.unavailable },
      unavailable(args.context, error),
    );
  }
}

async function openPage({ params, request, context }: LoaderFunctionArgs) {
  markResponse(context, { kind: "private" });
  const token = params.token ?? "";
  const link = await openLink(context.services, token);
  if (!link.ok)
    return data({ state: "gone" as const, message: myDataMessages.gone }, { status: 410 });
  const query = new URL(request.url).searchParams;
  return {
    state: "open" as const,
    token,
    email: link.email,
    items: storedItems(
      await storedLeadsOf(context.services, link.email),
      context.services.config.SITE_TIME_ZONE,
    ),
    confirmErase: query.get("confirm") === "erase",
    notice: query.has("corrected")
      ? myDataMessages.corrected
      : query.has("withdrawn")
        ? myDataMessages.withdrawn
        : query.has("email-changed")
          ? emailChangeMessages.changed
          : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  try {
    return await act(args);
  } catch (error) {
    return data(
      { correction: undefined, unavailable: myDataMessages.unavailable },
      unavailable(args.context, error),
    );
  }
}

async function act({ params, request, context }: ActionFunctionArgs) {
  markResponse(context, { kind: "private" });
  const token = params.token ?? "";
  const link = await openLink(context.services, token);
  if (!link.ok) return redirect("/my-data?gone=1", 303);
  // A body that is no form (none, or JSON) is the client's mistake, not the store's: it gets the
  // 400 an unknown intent gets, and is not logged as an outage.
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ correction: undefined }, { status: 400 });
  const fields = Object.fromEntries(
    [...form].map(([name, value]) => [name, typeof value === "string" ? value : ""]),
  );
  const here = `/my-data/${token}`;
  switch (fields.intent) {
    case "correct": {
      const outcome = await correctField(context.services, link.email, fields);
      return outcome.ok
        ? redirect(`${here}?corrected=1`, 303)
        : data({ correction: outcome }, { status: 400 });
    }
    // "unsubscribe" is what the page posted before the withdrawal covered the lead forms too: a
    // page opened then still works.
    case "unsubscribe":
    case "withdraw":
      await withdrawMarketingConsent(context.services, link.email);
      return redirect(`${here}?withdrawn=1`, 303);
    case "change-email": {
      const outcome = await requestEmailChange(
        context.services,
        link.email,
        fields[NEW_EMAIL_FIELD] ?? "",
        context.services.config.SITE_URL ?? context.origin,
      );
      return data({ emailChange: outcome }, { status: outcome.ok ? 200 : 400 });
    }
    case "erase":
      await eraseAddress(context.services, link.email, link.requestId);
      return redirect("/my-data?erased=1", 303);
    default:
      return data({ correction: undefined }, { status: 400 });
  }
}

export default function MyDataLink() {
  const page = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  // Messages come as data: the `.server` module that holds them is empty in the browser.
  const unavailable =
    page.state === "unavailable"
      ? page.message
      : response && "unavailable" in response
        ? String(response.unavailable)
        : undefined;
  return (
    <>
      <PageBanner
        title="Your data"
        crumbs={[
          { label: "Home", to: "/" },
          { label: "Your data", to: "/my-data" },
          { label: "What we hold" },
        ]}
      />
      <section className="section container container--narrow my-data">
        {unavailable ? (
          <p className="form-card__note my-data__notice" role="alert">
            {unavailable}
          </p>
        ) : null}
        {page.state === "unavailable" ? null : page.state === "gone" ? (
          <div className="form-card">
            <p role="alert">{page.message}</p>
            <Link className="button" to="/my-data">
              Ask for a new link
            </Link>
          </div>
        ) : (
          <StoredData
            {...page}
            correction={response && "correction" in response ? response.correction : undefined}
            emailChange={response && "emailChange" in response ? response.emailChange : undefined}
          />
        )}
      </section>
    </>
  );
}

type Correction = { key: string; field: string; value: string; message: string } | undefined;

function StoredData({
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
        <article
          key={`${item.list}/${item.key}`}
          className="form-card my-data__record"
          aria-label={item.title}
        >
          <h3>{item.title}</h3>
          <p className="form-card__tagline">
            Sent {item.date || "at an unknown date"}; kept in our list “{item.list}”.
          </p>
          <dl className="my-data__fields">
            {item.fields.map((field) => (
              <div key={field.name}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
          {item.beside.length > 0 ? (
            <dl className="my-data__fields my-data__beside" aria-label="Stored beside it">
              {item.beside.map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {item.desk.length > 0 ? (
            <dl className="my-data__fields my-data__beside" aria-label="What our team recorded">
              {item.desk.map((line, n) => (
                <div key={`${n}-${line.label}`}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <CorrectionForm
            item={item}
            correction={correction?.key === item.key ? correction : undefined}
          />
        </article>
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

function CorrectionForm({ item, correction }: { item: StoredItem; correction: Correction }) {
  const editable = item.fields.filter((field) => field.editable);
  if (editable.length === 0) return null;
  const id = `correct-${item.key}`;
  return (
    <details open={correction !== undefined}>
      <summary>Correct a field</summary>
      <Form method="post" className="lead-form" aria-label={`Correct ${item.title}`}>
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="key" value={item.key} />
        <div className="field">
          <label htmlFor={`${id}-field`}>Field</label>
          <select id={`${id}-field`} name="field" defaultValue={correction?.field}>
            {editable.map((field) => (
              <option key={field.name} value={field.name}>
                {field.label}
              </option>
            ))}
          </select>
        </div>
        <div className={`field${correction ? " field--invalid" : ""}`}>
          <label htmlFor={`${id}-value`}>Correct value</label>
          <input
            id={`${id}-value`}
            name="value"
            type="text"
            defaultValue={correction?.value}
            aria-describedby={correction ? `${id}-error` : undefined}
          />
          {correction ? (
            <p id={`${id}-error`} className="field__error" role="alert">
              {correction.message}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          Save the correction
        </button>
      </Form>
    </details>
  );
}

/**
 * The address itself is changed only through a link mailed to the new one
 * (server/privacy/email-change.ts).
 */
function EmailChangeForm({ outcome }: { outcome: EmailChangeOutcome | undefined }) {
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const id = "change-email";
  return (
    <details open={outcome !== undefined} className="form-card my-data__email">
      <summary>Change the email address on these records</summary>
      {outcome?.ok ? (
        <p className="my-data__sent" role="status">
          {outcome.message}
        </p>
      ) : null}
      <Form method="post" className="lead-form" noValidate aria-label="Change the email address">
        <input type="hidden" name="intent" value="change-email" />
        <div className={`field${failed ? " field--invalid" : ""}`}>
          <label htmlFor={`${id}-value`}>New email address</label>
          <input
            id={`${id}-value`}
            name={NEW_EMAIL_FIELD}
            type="email"
            autoComplete="email"
            defaultValue={failed?.value}
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? `${id}-error` : `${id}-help`}
          />
          {failed ? (
            <p id={`${id}-error`} className="field__error" role="alert">
              {failed.message}
            </p>
          ) : null}
        </div>
        <p id={`${id}-help`} className="field__hint">
          We send a link to the new address; nothing changes until it is opened and confirmed.
        </p>
        <button type="submit" className="button">
          Send the link
        </button>
      </Form>
    </details>
  );
}
