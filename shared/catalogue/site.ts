import type { SiteIdentity } from "./types";

/** The one record of who we are; every page, email link and structured datum reads it. */
export const site: SiteIdentity = {
  brandName: "Aptora Learning",
  legalName: "Aptora Learning Private Limited",
  tagline: "Online courses, internships and certificates",
  supportEmail: "support@aptoralearning.com",
  phone: "+91 80 4719 2260",
  website: "www.aptoralearning.com",
  address: {
    street: "3rd Floor, Sapphire Arcade, 80 Feet Road",
    locality: "Koramangala 4th Block",
    city: "Bengaluru",
    region: "Karnataka",
    postalCode: "560034",
    country: "India",
  },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/aptora-learning" },
    { name: "Instagram", href: "https://www.instagram.com/aptoralearning" },
    { name: "YouTube", href: "https://www.youtube.com/@aptoralearning" },
    { name: "X", href: "https://x.com/aptoralearning" },
  ],
};

export const telHref = `tel:${site.phone.replace(/\s+/g, "")}`;
export const addressLines = [
  site.address.street,
  site.address.locality,
  `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
  site.address.country,
];
