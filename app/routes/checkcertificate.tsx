import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { certificateHelp, CertificateResult } from "../components/CertificateResult";
import { certificateMessages } from "#shared/certificates";
import { PageBanner } from "../components/PageBanner";
import { certificatePageData } from "../lib/certificates.server";
import { pageMeta } from "../lib/meta";

export const meta: MetaFunction = ({ matches, location }) => [
  ...pageMeta({
    matches,
    path: "/checkcertificate",
    title: "Check your Certificate",
    description:
      "Enter a certificate number to confirm that an Aptora Learning certificate is genuine.",
  }),
  // A result names a person: keep results out of search engines.
  ...(location.search ? [{ name: "robots", content: "noindex" }] : []),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const number = new URL(request.url).searchParams.get("number");
  // An empty box sent is a question without its number: say what is needed.
  if (number === null || number.trim() === "")
    return { number: "", result: null, empty: number !== null };
  return certificatePageData(number.slice(0, 100), context, 200);
}

export default function CheckCertificate() {
  const data = useLoaderData<typeof loader>();
  const { number, result } = data;
  const empty = "empty" in data && data.empty;
  const checking = useNavigation().state === "loading";
  return (
    <>
      <PageBanner
        title="Check your Certificate"
        crumbs={[{ label: "Home", to: "/" }, { label: "Check your Certificate" }]}
        lead="Every Aptora Learning certificate carries a unique number. Enter it to confirm that the certificate is genuine."
      />
      <section className="section container container--narrow">
        <div className="form-card">
          <Form method="get" className="lead-form certificate-check" aria-label="Certificate check">
            <div className={`field${empty ? " field--invalid" : ""}`}>
              <label htmlFor="certificate-number">Certificate Number</label>
              <input
                id="certificate-number"
                name="number"
                type="text"
                defaultValue={number}
                autoComplete="off"
                spellCheck={false}
                placeholder="e.g. APT-2025-000123"
                maxLength={100}
                aria-invalid={empty || undefined}
                aria-describedby={
                  empty
                    ? "certificate-number-error certificate-number-hint"
                    : "certificate-number-hint"
                }
              />
              <p id="certificate-number-hint" className="field__hint">
                {certificateHelp.where}
              </p>
              {empty ? (
                <p id="certificate-number-error" className="field__error" role="alert">
                  {certificateMessages.empty}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button button--block" disabled={checking}>
              Get your Certificate
            </button>
          </Form>
          {result ? <CertificateResult outcome={result} /> : null}
        </div>
      </section>
    </>
  );
}
