import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CertificateResult } from "../components/CertificateResult";
import { CertificateActions, PrintableCertificate } from "../components/CertificateSharing";
import { PageBanner } from "../components/PageBanner";
import { certificatePageData } from "../lib/certificates.server";

/**
 * One certificate's own address, the one its QR code carries: its number as printed (another
 * spelling of a known number gets a 301 to it), 404 when unknown. A valid certificate's page
 * also offers its holder a LinkedIn link, the QR code and a printable copy.
 */
export const loader = ({ params, context }: LoaderFunctionArgs) =>
  certificatePageData((params.number ?? "").slice(0, 100), context, 404, true);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Certificate ${data?.number ?? ""} | Aptora Learning` },
  { name: "description", content: "Verification of an Aptora Learning certificate." },
  { name: "robots", content: "noindex" },
];

export default function CertificatePage() {
  const { number, result, sharing } = useLoaderData<typeof loader>();
  const certificate = result.status === "found" ? result.certificate : undefined;
  return (
    <>
      <PageBanner
        title={`Certificate ${number}`}
        crumbs={[
          { label: "Home", to: "/" },
          { label: "Check your Certificate", to: "/checkcertificate" },
          { label: number },
        ]}
      />
      <section className="section container container--narrow certificate-page">
        <div className="form-card">
          <CertificateResult outcome={result} ownPage />
          {sharing ? <CertificateActions sharing={sharing} /> : null}
        </div>
      </section>
      {certificate && sharing ? (
        <PrintableCertificate certificate={certificate} sharing={sharing} />
      ) : null}
    </>
  );
}
