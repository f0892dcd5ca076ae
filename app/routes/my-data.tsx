// /my-data: one email field. The response to a post is the same redirect whatever is stored for
// the address (the link is mailed after responding, see server/privacy/access.ts).
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageBanner } from "../components/PageBanner";
import { InputField } from "../forms/Field";
import { markResponse } from "../lib/responses.server";
import { myDataMessages, requestAccess } from "../lib/my-data.server";

export const meta: MetaFunction = () => [
  { title: "Your data | Aptora Learning" },
  {
    name: "description",
    content: "See, download, correct or erase what Aptora Learning holds about your email address.",
  },
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  markResponse(context, { kind: "private" });
  const query = new URL(request.url).searchParams;
  const notice = query.has("sent")
    ? myDataMessages.sent
    : query.has("erased")
      ? myDataMessages.erased
      : query.has("gone")
        ? myDataMessages.gone
        : null;
  return { notice };
}

export async function action({ request, context }: ActionFunctionArgs) {
  markResponse(context, { kind: "private" });
  const outcome = await requestAccess(context.services, request, context.clientIp, context.origin);
  switch (outcome.kind) {
    case "sent":
      return redirect("/my-data?sent=1", 303);
    case "invalid":
      return data({ email: outcome.email, error: outcome.message }, { status: 400 });
    case "too-large":
      return data({ email: "", error: myDataMessages.tooLarge }, { status: 413 });
    case "limited":
      markResponse(context, { kind: "private", retryAfterSeconds: outcome.retryAfterSeconds });
      return data({ email: "", error: myDataMessages.tooMany }, { status: 429 });
  }
}

export default function MyData() {
  const { notice } = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  return (
    <>
      <PageBanner
        title="Your data"
        crumbs={[{ label: "Home", to: "/" }, { label: "Your data" }]}
        lead="See, download, correct or erase everything our forms keep about your email address."
      />
      <section className="section container container--narrow">
        <div className="form-card">
          {notice ? (
            <p className="form-card__note my-data__notice" role="status">
              {notice}
            </p>
          ) : null}
          <p>
            Enter the email address you used on our forms. We send a link to it; the link shows what
            we hold and lets you download, correct or erase it. It works for 30 minutes. We answer
            the same way whether or not we hold anything, so nobody can use this page to find out
            who wrote to us.
          </p>
          <Form method="post" className="lead-form" aria-label="Ask for your data">
            <InputField
              id="my-data-email"
              label="Email address"
              error={response?.error}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={response?.email ?? ""}
              maxLength={254}
              required
            />
            <button type="submit" className="button button--block">
              Send me the link
            </button>
          </Form>
        </div>
      </section>
    </>
  );
}
