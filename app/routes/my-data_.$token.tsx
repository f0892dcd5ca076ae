// /my-data/<token>: everything stored for the address the link was mailed to, with a JSON
// download, a correction per field, the withdrawal of marketing consent (which unsubscribes
// from the newsletter too) and the erasure (after a confirmation). Every action is a plain
// form post that gets a redirect: no JavaScript needed. The page's parts: components/my-data.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageBanner } from "../components/PageBanner";
import { NEW_EMAIL_FIELD } from "../components/my-data/EmailChangeForm";
import { StoredData } from "../components/my-data/StoredData";
import { markResponse } from "../lib/responses.server";
import {
  correctField,
  eraseAddress,
  storedItems,
  storedLeadsOf,
  myDataMessages,
  emailChangeMessages,
  openLink,
  requestEmailChange,
  withdrawMarketingConsent,
} from "../lib/my-data.server";

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
