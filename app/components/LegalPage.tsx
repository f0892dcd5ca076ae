import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { site } from "../../shared/catalogue/site";
import type { LegalDocument } from "../../shared/content/legal";
import { pageMeta } from "../utils/meta";
import { PageBanner } from "./PageBanner";

const EMAIL_TOKEN = "{email}";

/** Legal text may name the support mailbox as {email}; it becomes a mail link here. */
function withEmail(text: string): ReactNode[] {
  return text.split(EMAIL_TOKEN).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>,
          part,
        ],
  );
}

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageBanner title={document.title} crumbs={[{ label: "Home", to: "/" }, { label: document.title }]} />
      <article className="container prose section">
        <p className="prose__updated">Last updated: {document.lastUpdated}</p>
        {document.intro.map((p) => (
          <p key={p}>{withEmail(p)}</p>
        ))}
        {document.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`}>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{withEmail(p)}</p>
            ))}
            {section.bullets ? (
              <ul>
                {section.bullets.map((b) => (
                  <li key={b}>{withEmail(b)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}

/** Meta and page for one legal document's route; its loader gives `{ document }`. */
export function legalRoute(path: string, description: string) {
  const meta: MetaFunction = ({ matches, data }) =>
    pageMeta({ matches, path, title: (data as { document?: LegalDocument } | undefined)?.document?.title ?? "", description });
  const Page = () => <LegalPage document={useLoaderData<{ document: LegalDocument }>().document} />;
  return { meta, Page };
}
