import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CertificateResult } from "../components/CertificateResult";
import { PageBanner } from "../components/PageBanner";
import { certificatePageData } from "../lib/certificates.server";

/** One certificate's own address, for a QR code on the certificate: 404 when unknown. */
export const loader = ({ params, context }: LoaderFunctionArgs) => certificatePageData((params.number ?? "").slice(0, 100), context, 404);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Certificate ${data?.number ?? ""} | Aptora Learning` },
  { name: "description", content: "Verification of an Aptora Learning certificate." },
  { name: "robots", content: "noindex" },
];

export default function CertificatePage() {
  const { number, result } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner
        title={`Certificate ${number}`}
        crumbs={[{ label: "Home", to: "/" }, { label: "Check your Certificate", to: "/checkcertificate" }, { label: number }]}
      />
      <section className="section container container--narrow">
        <div className="form-card">{result ? <CertificateResult outcome={result} /> : null}</div>
      </section>
    </>
  );
}
