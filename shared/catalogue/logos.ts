import type { Logo } from "./types";

/** Collaborations and the 'experts work at' marquee. */
export const partners: Logo[] = [
  { name: "Northwind Labs", image: "/images/partners/northwind.svg" },
  { name: "Brightpath Tech", image: "/images/partners/brightpath.svg" },
  { name: "Kestrel Systems", image: "/images/partners/kestrel.svg" },
  { name: "Bluepeak Analytics", image: "/images/partners/bluepeak.svg" },
  { name: "Saffron Robotics", image: "/images/partners/saffron.svg" },
  { name: "Meridian Infra", image: "/images/partners/meridian.svg" },
  { name: "Lumen Bio", image: "/images/partners/lumen.svg" },
  { name: "Quanta Motors", image: "/images/partners/quanta.svg" },
];

export const paymentMethods: Logo[] = [
  { name: "Cards", image: "/images/payments/card.svg" },
  { name: "UPI", image: "/images/payments/upi.svg" },
  { name: "Net Banking", image: "/images/payments/netbanking.svg" },
  { name: "Wallets", image: "/images/payments/wallet.svg" },
  { name: "EMI", image: "/images/payments/emi.svg" },
];

export const ratingBadges = [
  { name: "LinkedIn", label: "Top Rated", image: "/images/badges/linkedin.svg" },
  { name: "TrustPilot", label: "Rated 4.4/5", image: "/images/badges/trustpilot.svg" },
  { name: "Google Reviews", label: "Rated 4.4/5", image: "/images/badges/google.svg" },
] as const;

export const certificateImages = [
  { name: "Certificate of Course Completion", image: "/images/certificates/course-completion.svg" },
  {
    name: "Certificate of Internship Completion",
    image: "/images/certificates/internship-completion.svg",
  },
  { name: "Certificate of Excellence", image: "/images/certificates/excellence.svg" },
] as const;
