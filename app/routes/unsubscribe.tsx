import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { PageBanner } from "../components/PageBanner";
import { markResponse } from "../lib/responses.server";
import { unsubscribeAddress, withdrawMarketingConsent } from "../lib/unsubscribe.server";

export const meta: MetaFunction = () => [
  { title: "Unsubscribe | Aptora Learning" },
  { name: "robots", content: "noindex" },
];

type Outcome = "ask" | "done" | "invalid" | "failed";

const texts: Record<Outcome, { title: string; text: string }> = {
  ask: {
    title: "Stop course news and offers?",
    text: "We will send no more newsletters or offers to the address this link was sent to.",
  },
  done: {
    title: "You are unsubscribed",
    text: "We will send no more newsletters or offers to this address. Anything you asked us about is still answered.",
  },
  invalid: {
    title: "This link does not work",
    text: "The unsubscribe link is incomplete or was changed. Use the link in one of our emails again, or the My data page.",
  },
  failed: {
    title: "Please try again",
    text: "We could not record your choice just now. Please try again in a minute.",
  },
};

/** The page's response: which of the texts, with its status. */
const respond = (outcome: Outcome, status: number) => data({ outcome }, { status });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** A link opened in a browser only asks: link checkers in mail systems open links too. */
export function loader({ request, context }: LoaderFunctionArgs) {
  markResponse(context, { kind: "private" });
  const valid =
    unsubscribeAddress(context.services.privacy.secrets(), tokenOf(request)) !== undefined;
  return respond(valid ? "ask" : "invalid", valid ? 200 : 400);
}

/**
 * RFC 8058: a mail client posts `List-Unsubscribe=One-Click` to the link, and the button of
 * this page posts the same; either way the token in the address says whose choice it is.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  markResponse(context, { kind: "private" });
  const email = unsubscribeAddress(context.services.privacy.secrets(), tokenOf(request));
  if (email === undefined) return respond("invalid", 400);
  try {
    await withdrawMarketingConsent(context.services, email);
  } catch {
    markResponse(context, { kind: "private", retryAfterSeconds: 60 });
    return respond("failed", 503);
  }
  context.log.info(
    { module: "privacy" },
    "marketing consent withdrawn through an unsubscribe link",
  );
  return respond("done", 200);
}

export default function UnsubscribePage() {
  const posted = useActionData<typeof action>();
  const asked = useLoaderData<typeof loader>();
  const outcome = posted?.outcome ?? asked.outcome;
  const { search } = useLocation();
  const { title, text } = texts[outcome];
  return (
    <>
      <PageBanner
        title="Unsubscribe"
        crumbs={[{ label: "Home", to: "/" }, { label: "Unsubscribe" }]}
      />
      <section className="section container container--narrow">
        <h2>{title}</h2>
        <p>{text}</p>
        {outcome === "ask" || outcome === "failed" ? (
          // A plain post to this same address (the token is in it), with or without JavaScript.
          <form method="post" action={`/unsubscribe${search}`}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className="button">
              Unsubscribe
            </button>
          </form>
        ) : null}
        <p>
          <a href="/my-data">See or erase everything we hold for your address</a>
        </p>
      </section>
    </>
  );
}
