import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { openingHoursText } from "#shared/business-hours";
import { addressLines, site, telHref } from "#shared/catalogue/site";
import { PageBanner } from "../components/PageBanner";
import { WhatsAppLink } from "../components/WhatsAppLink";
import { ContactForm } from "../forms/ContactForm";
import { leadAction } from "../lib/lead-action.server";
import { noticesFor } from "../lib/privacy.server";
import { contactChatText, whatsAppHref } from "../lib/whatsapp.server";
import { pageMeta } from "../lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    path: "/Contact",
    title: "Contact Us",
    description: `Write to Aptora Learning, call us or visit our Bengaluru office. Support: ${site.supportEmail}.`,
  });

/**
 * The form's privacy notice, made on the server (app/lib/form-notices.ts), the opening hours
 * (BUSINESS_HOURS) and the WhatsApp chat link when the site has a number.
 */
export const loader = ({ context }: LoaderFunctionArgs) => ({
  ...noticesFor(context.services.config, "contact"),
  openingHours: openingHoursText(
    context.services.config.BUSINESS_HOURS,
    context.services.config.SITE_TIME_ZONE,
  ),
  whatsApp: whatsAppHref(context.services.config, contactChatText),
});

export const action = (args: ActionFunctionArgs) =>
  leadAction(args, { form: "contact", successPath: "/Contact" });

export default function Contact() {
  const { whatsApp, openingHours } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner
        title="Contact Us"
        crumbs={[{ label: "Home", to: "/" }, { label: "Contact Us" }]}
      />
      <section className="section container contact">
        <div className="contact__details">
          <h2 className="section__title section__title--left">Get in touch</h2>
          <p>
            Questions about a course, a batch or a payment? Our team answers every message within
            one working day.
          </p>
          <dl className="contact__list">
            <dt>Office</dt>
            <dd>
              <address>
                {addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            </dd>
            <dt>Website</dt>
            <dd>
              <a href={`https://${site.website}`}>{site.website}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={telHref}>{site.phone}</a> {`(${openingHours})`}
            </dd>
          </dl>
          {whatsApp ? <WhatsAppLink href={whatsApp} /> : null}
        </div>
        <div className="form-card" id="contact-form">
          <h2 className="form-card__title">Send us a message</h2>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
