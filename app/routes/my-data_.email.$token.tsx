// /my-data/email/<token>: the link mailed to a new address. Opening it changes nothing (mail
// programs open links to scan them); the button does, then leads to the new address's own
// link page.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PageBanner } from "../components/PageBanner";
import { markResponse } from "../lib/responses.server";
import {
  confirmEmailChange,
  emailChangeMessages,
  maskEmail,
  openEmailChange,
} from "../lib/my-data.server";

export const meta: MetaFunction = () => [
  { title: "Confirm your new email address | Aptora Learning" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  markResponse(context, { kind: "private" });
  const change = await openEmailChange(context.services, params.token ?? "");
  if (!change.ok)
    return data({ state: "gone" as const, message: emailChangeMessages.gone }, { status: 410 });
  // The old address only masked: whoever holds the new one may not be who asked.
  return {
    state: "open" as const,
    from: maskEmail(change.from),
    to: change.to,
    records: change.records,
  };
}

export async function action({ params, context }: ActionFunctionArgs) {
  markResponse(context, { kind: "private" });
  const done = await confirmEmailChange(context.services, params.token ?? "");
  return done.ok
    ? redirect(`${done.linkPath}?email-changed=1`, 303)
    : redirect("/my-data?gone=1", 303);
}

export default function ConfirmEmailChange() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner
        title="Your data"
        crumbs={[
          { label: "Home", to: "/" },
          { label: "Your data", to: "/my-data" },
          { label: "New email address" },
        ]}
      />
      <section className="section container container--narrow my-data">
        <div className="form-card">
          {page.state === "gone" ? (
            <>
              <p role="alert">{page.message}</p>
              <Link className="button" to="/my-data">
                Ask for a new link
              </Link>
            </>
          ) : (
            <Form method="post" aria-label="Confirm the new email address">
              <h2>Confirm your new email address</h2>
              <p>{`${page.records} ${page.records === 1 ? "record" : "records"} stored for ${page.from} will have the address ${page.to}.`}</p>
              <button type="submit" className="button">
                {`Yes, use ${page.to}`}
              </button>
            </Form>
          )}
        </div>
      </section>
    </>
  );
}
