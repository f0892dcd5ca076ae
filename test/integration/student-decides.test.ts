// What a student reads before deciding, as served: the price they will pay (pricing cards,
// the plan choice, the Course data of every course page, the REST gateway), a chat with an
// adviser when the site has a WhatsApp number, and a certificate they can show.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE } from "#shared/api/contract";
import { formatInZone } from "#shared/dates";
import { coursePaths } from "#shared/routes";
import { SITE_ROOT, startSite, type TestSite } from "../support/server";
import { dataDirWithCertificates } from "../support/certificates";

const ORIGIN = "https://www.aptoralearning.com";
let site: TestSite;
let plain: TestSite;

beforeAll(async () => {
  const dataDir = await dataDirWithCertificates("student-decides-");
  [site, plain] = await Promise.all([
    startSite({
      DATA_DIR: dataDir,
      SITE_URL: ORIGIN,
      WHATSAPP_NUMBER: "+91 98765 43210",
      CERTIFICATE_LOOKUPS_PER_MINUTE: "0",
    }),
    startSite({}),
  ]);
});
afterAll(() => Promise.all([site.close(), plain.close()]));

const html = async (target: TestSite, pathname: string) =>
  (await fetch(`${target.url}${pathname}`)).text();
const textOf = (page: string) =>
  page
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
const courseData = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((block) => block["@type"] === "Course")!;

describe("the price a student pays, shown first", () => {
  it("on the pricing cards: the total with GST, its parts beside it", async () => {
    const text = textOf(await html(site, "/computerscience/aws"));
    for (const price of [
      "₹5,900 incl. GST (₹5,000 + ₹900 GST)",
      "₹8,260 incl. GST (₹7,000 + ₹1,260 GST)",
      "₹11,800 incl. GST (₹10,000 + ₹1,800 GST)",
    ])
      expect(text).toContain(price);
    expect(text).toContain("Every price is what you pay, 18% GST included.");
    expect(text).not.toMatch(/\bRs\b|\+ 18% GST|\+ GST\)/);
  });

  it("in the enrollment form's plan choice", async () => {
    const options = [
      ...(await html(site, "/computerscience/aws")).matchAll(
        /<option value="[a-z-]+">([^<]+)<\/option>/g,
      ),
    ].map((m) => m[1]);
    expect(options).toEqual([
      "Self Learning: ₹5,900 incl. GST",
      "Expert Led learning: ₹8,260 incl. GST",
      "Advanced: ₹11,800 incl. GST",
    ]);
  });

  it.each(coursePaths)(
    "in the Course data of %s: offers at the price paid, tax included, and a batch that has not started",
    async (pathname) => {
      const course = courseData(await html(site, pathname));
      const offers = course.offers as Array<{
        price: number;
        priceCurrency: string;
        priceSpecification: Record<string, unknown>;
      }>;
      expect(offers.map((o) => [o.price, o.priceCurrency])).toEqual([
        [5900, "INR"],
        [8260, "INR"],
        [11800, "INR"],
      ]);
      for (const offer of offers)
        expect(offer.priceSpecification).toMatchObject({
          price: offer.price,
          priceCurrency: "INR",
          valueAddedTaxIncluded: true,
        });
      const instance = course.hasCourseInstance as Record<string, string>;
      expect(instance).toMatchObject({
        "@type": "CourseInstance",
        courseMode: "Online",
        courseWorkload: "PT30H",
      });
      expect(instance.startDate! > formatInZone(new Date(), "Asia/Kolkata", "yyyy-MM-dd")).toBe(
        true,
      );
    },
  );

  it("in the REST gateway's plans, as its OpenAPI document describes them", async () => {
    const document = (await (await fetch(`${site.url}${API_BASE}/openapi.json`)).json()) as {
      components: { schemas: Record<string, object> };
    };
    const ajv = addFormats(new Ajv2020({ strict: false }));
    for (const [name, schema] of Object.entries(document.components.schemas))
      ajv.addSchema(schema, `#/components/schemas/${name}`);
    const plans = (await (await fetch(`${site.url}${API_BASE}/plans`)).json()) as {
      plans: Array<Record<string, unknown>>;
    };
    expect(
      plans.plans.map(({ course_type, price, gst, total }) => ({ course_type, price, gst, total })),
    ).toEqual([
      { course_type: "Self Learning", price: 5000, gst: 900, total: 5900 },
      { course_type: "Expert Led learning", price: 7000, gst: 1260, total: 8260 },
      { course_type: "Advanced", price: 10000, gst: 1800, total: 11800 },
    ]);
    for (const [endpoint, schema] of [
      ["/plans", "PlansResponse"],
      ["/courses/computerscience/aws", "CourseResponse"],
      ["/courses?q=robot", "CoursesResponse"],
      ["/departments/ece", "DepartmentResponse"],
    ] as const) {
      const check = ajv.getSchema(`#/components/schemas/${schema}`)!;
      const body: unknown = await (await fetch(`${site.url}${API_BASE}${endpoint}`)).json();
      expect(check(body), `${endpoint}: ${JSON.stringify(check.errors)}`).toBe(true);
    }
  });
});

describe("Chat on WhatsApp", () => {
  const href =
    "https://wa.me/919876543210?text=Hello%20Aptora%20Learning%2C%20I%20would%20like%20to%20know%20more%20about%20the%20AWS%20Cloud%20Computing%20course.";

  it("links course pages and Contact to a chat with the course named, with no script and no cookie", async () => {
    const course = await fetch(`${site.url}/computerscience/aws`);
    expect(course.headers.getSetCookie()).toEqual([]);
    const page = await course.text();
    expect(page).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
    expect(page).toMatch(
      /<a class="button button--ghost whatsapp-link button--block" href="https:\/\/wa\.me\/[^"]+" target="_blank" rel="noreferrer">/,
    );
    expect(await html(site, "/Contact")).toContain(
      "https://wa.me/919876543210?text=Hello%20Aptora%20Learning%2C%20I%20have%20a%20question%20about%20your%20courses.",
    );
    // The same scripts as a site without the setting: the link adds none.
    const scripts = (page: string) =>
      [...page.matchAll(/<script\b[^>]*>/g)].map((m) => m[0].replace(/\/build\/[^"]+/, ""));
    expect(scripts(page)).toEqual(scripts(await html(plain, "/computerscience/aws")));
  });

  it("is not shown without a number", async () => {
    for (const pathname of ["/computerscience/aws", "/Contact"]) {
      const page = await html(plain, pathname);
      expect(page).not.toContain("wa.me");
      expect(page).not.toContain("Chat on WhatsApp");
    }
  });
});

describe("a certificate's own page", () => {
  const pageUrl = `${ORIGIN}/checkcertificate/APT-2025-000101`;

  it("offers a valid certificate's LinkedIn link, its QR code and a printable copy, all naming the site's own address", async () => {
    const page = await html(site, "/checkcertificate/apt-2025-000101");
    const linkedIn =
      "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&amp;name=AWS%20Cloud%20Computing&amp;organizationName=Aptora%20Learning" +
      `&amp;issueYear=2025&amp;issueMonth=3&amp;certUrl=${encodeURIComponent(pageUrl)}&amp;certId=APT-2025-000101`;
    expect(page).toContain(`href="${linkedIn}"`);
    expect(textOf(page)).toContain("Add to LinkedIn profile");
    expect(page.match(/<img src="data:image\/svg\+xml,%3Csvg[^"]+"/g)).toHaveLength(2); // on screen and on the printed copy
    expect(textOf(page)).toContain(`Scan to check it: ${pageUrl}`);
    expect(page).toMatch(/class="certificate-sheet print-only"/);
    expect(textOf(page)).toContain("Certificate number APT-2025-000101");
    expect(textOf(page)).toContain("Print certificate");
  });

  it("offers none of them for a revoked certificate, and says it is revoked", async () => {
    const page = await html(site, "/checkcertificate/APT-2025-000103");
    expect(textOf(page)).toContain("This certificate has been revoked and is no longer valid.");
    for (const offered of [
      "linkedin.com/profile/add",
      "data:image/svg+xml",
      "certificate-sheet",
      "Print certificate",
      "Show your certificate",
    ])
      expect(page).not.toContain(offered);
  });

  it("is where the check page sends a valid certificate's holder to share it", async () => {
    const page = await html(site, "/checkcertificate?number=APT-2025-000101");
    expect(textOf(page)).toContain(
      "Its own page, to share, print or add to LinkedIn: /checkcertificate/APT-2025-000101",
    );
    expect(page).not.toContain("linkedin.com/profile/add");
  });
});

describe("the browser bundle", () => {
  it("carries neither the QR code maker, the LinkedIn address, the batch calendar nor the WhatsApp link: they are made on the server", () => {
    const build = path.join(SITE_ROOT, "public/build");
    const files = readdirSync(build, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".js"),
    );
    expect(files.length).toBeGreaterThan(10);
    const shipped = files.map((file) => readFileSync(path.join(build, file), "utf8")).join("\n");
    for (const serverOnly of [
      "errorCorrectionLevel",
      "CERTIFICATION_NAME",
      "enrollDaysBefore",
      "wa.me/",
    ])
      expect(shipped, serverOnly).not.toContain(serverOnly);
  });
});
