import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { site } from "#shared/catalogue/site";
import type { LegalDocument } from "#shared/content/legal";
import { pageMeta } from "../lib/meta";
import { PageBanner } from "./PageBanner";

/**
 * What a page's loader gives besides the document: the grievance contact, where the text names it.
 */
export interface LegalExtras {
  grievanceEmail?: string;
}

/**
 * Legal text may name the support mailbox as {email}, the grievance contact as {grievance}
 * and the My data page as {mydata}; each becomes a link here.
 */
function withLinks(text: string, extras: LegalExtras): ReactNode[] {
  const links: Record<string, () => ReactNode> = {
    "{email}": () => <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>,
    "{grievance}": () => (
      <a href={`mailto:${extras.grievanceEmail ?? site.supportEmail}`}>
        {extras.grievanceEmail ?? site.supportEmail}
      </a>
    ),
    "{mydata}": () => <a href="/my-data">My data</a>,
  };
  return text.split(/(\{email\}|\{grievance\}|\{mydata\})/).map((part, index) => {
    const link = links[part];
    return link ? <Fragment key={index}>{link()}</Fragment> : part;
  });
}

export function LegalPage({
  document,
  extras = {},
}: {
  document: LegalDocument;
  extras?: LegalExtras;
}) {
  const withEmail = (text: string) => withLinks(text, extras);
  return (
    <>
      <PageBanner
        title={document.title}
        crumbs={[{ label: "Home", to: "/" }, { label: document.title }]}
      />
      <article className="container prose section">
        <p className="prose__updated">Last updated: {document.lastUpdated}</p>
        {document.intro.map((p) => (
          <p key={p}>{withEmail(p)}</p>
        ))}
        {document.sections.map((section, index) => (
          <section key={section.heading} id={section.id} aria-labelledby={`legal-${index}`}>
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
    pageMeta({
      matches,
      path,
      title: (data as { document?: LegalDocument } | undefined)?.document?.title ?? "",
      description,
    });
  const Page = () => {
    const data = useLoaderData<{ document: LegalDocument } & LegalExtras>();
    return <LegalPage document={data.document} extras={data} />;
  };
  return { meta, Page };
}
