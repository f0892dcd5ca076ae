// schema.org data for search engines, built from the catalogue.
import { LIVE_HOURS, planPrice, plans, priceText, RECORDED_HOURS } from "#shared/catalogue/plans";
import { site } from "#shared/catalogue/site";
import type { CourseDetail, Department } from "#shared/catalogue";

type Thing = Record<string, unknown>;

export function organization(origin: string): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: site.brandName,
    legalName: site.legalName,
    url: `${origin}/`,
    logo: `${origin}/images/logo.svg`,
    email: site.supportEmail,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${site.address.street}, ${site.address.locality}`,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    },
    sameAs: site.social.map((s) => s.href),
  };
}

export function breadcrumbs(origin: string, trail: Array<{ name: string; path: string }>): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/**
 * A course with its offers (one per plan, at the price a student pays, GST included) and its
 * next batch as a CourseInstance. Google's course info asks an instance for a mode and a
 * schedule or workload: the workload is the least any plan gives, its recorded hours.
 */
export function course(
  origin: string,
  detail: CourseDetail,
  path: string,
  nextBatchIso: string,
  courseMode: string,
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: detail.title,
    description: detail.summary,
    url: `${origin}${path}`,
    image: `${origin}/images/courses/${detail.slug}.svg`,
    teaches: detail.skills,
    provider: { "@type": "Organization", name: site.brandName, sameAs: `${origin}/` },
    offers: plans.map((plan) => ({
      "@type": "Offer",
      category: "Paid",
      name: plan.course_type,
      description: priceText(plan),
      price: planPrice(plan).total,
      priceCurrency: "INR",
      priceSpecification: {
        "@type": "PriceSpecification",
        price: planPrice(plan).total,
        priceCurrency: "INR",
        valueAddedTaxIncluded: true,
      },
      url: `${origin}${path}#enroll`,
    })),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      description: `${courseMode}. At least ${RECORDED_HOURS} hours of recorded sessions on every plan; ${LIVE_HOURS.from} to ${LIVE_HOURS.to} hours of live sessions on the plans with a trainer.`,
      startDate: nextBatchIso,
      courseWorkload: `PT${RECORDED_HOURS}H`,
      location: { "@type": "VirtualLocation", url: `${origin}${path}` },
    },
  };
}

export const departmentTrail = (department: Department) => [
  { name: "Home", path: "/" },
  { name: "All Departments", path: "/AllDeparts" },
  { name: department.department_name, path: department.link_path },
];
