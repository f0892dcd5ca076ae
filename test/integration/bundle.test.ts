// The browser bundle must carry no server code, no credentials and no database address,
// and the public pages must not make a visitor download the staff desk's code.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "#shared/catalogue/courses";
import { startSite, type TestSite } from "../support/server";
import { shippedAssets } from "../support/shipped-assets";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe("client bundle", () => {
  const bundle = files("public/build").filter((f) => f.endsWith(".js"));

  it("exists", () => {
    expect(bundle.length).toBeGreaterThan(3);
  });

  it.each([
    "firebase-admin",
    "better-sqlite3",
    "private_key",
    "FIREBASE_SERVICE_ACCOUNT",
    "FIREBASE_DATABASE_URL",
    "firebaseio.com",
    "googleapis.com",
    "leads.sqlite",
    "RATE_LIMIT_PER_MINUTE",
    "RateLimiterMemory",
    "node:crypto",
    "nodemailer",
    "LEADS_WEBHOOK_SECRET",
    "runIntake",
    "insertLead",
  ])("does not contain %s", (needle) => {
    const hits = bundle.filter((file) => readFileSync(file, "utf8").includes(needle));
    expect(hits).toEqual([]);
  });

  it("leaves course texts to the loaders: no page downloads the whole catalogue", () => {
    const all = bundle.map((file) => readFileSync(file, "utf8")).join("\n");
    const leaked = courses.filter((c) => all.includes(c.course_outline[0]!.answer.slice(0, 60)));
    expect(leaked.map((c) => c.slug)).toEqual([]);
  });

  it("does not name any stored list other than through the forms", () => {
    // List names live server-side only; a browser has no business knowing them.
    const hits = bundle.filter((file) =>
      /RCB Leads|courseFormData/.test(readFileSync(file, "utf8")),
    );
    expect(hits).toEqual([]);
  });
});

/** One address per public page template. */
const PUBLIC_TEMPLATES = [
  "/",
  "/about",
  "/FaqPage",
  "/TermsCondition",
  "/Privacy",
  "/Contact",
  "/AllDeparts",
  "/computerscience",
  "/computerscience/aws",
  "/computerscience/aws/curriculum",
  "/certificates",
  "/checkcertificate",
  "/campusAmb",
  "/my-data",
  "/no-such-page",
];

interface ManifestRoute {
  module: string;
  imports?: string[];
}

/** The files only the desk's routes load: their modules and the chunks no other route or the entry imports. */
function deskOnlyFiles(): Set<string> {
  const file = readdirSync("public/build").find((name) => /^manifest-.+\.js$/.test(name))!;
  const manifest = JSON.parse(
    readFileSync(path.join("public/build", file), "utf8")
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;\s*$/, ""),
  ) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, ManifestRoute>;
  };
  const files = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];
  const routes = Object.entries(manifest.routes);
  const desk = routes.filter(([id]) => /^routes\/desk[._]/.test(id) || id === "routes/desk");
  const elsewhere = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.filter((r) => !desk.includes(r)).flatMap(([, route]) => files(route)),
  ]);
  return new Set(desk.flatMap(([, route]) => files(route)).filter((f) => !elsewhere.has(f)));
}

describe("public pages' first view", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site.close();
  });

  it("loads none of the desk's code", async () => {
    const deskFiles = deskOnlyFiles();
    // The desk has code of its own (its sign-in's passkey script at least), or this proves nothing.
    expect(deskFiles.size).toBeGreaterThan(3);
    for (const page of PUBLIC_TEMPLATES) {
      const html = await (await fetch(`${site.url}${page}`)).text();
      const assets = shippedAssets(html);
      expect(
        assets.some((a) => /\/build\/entry\.client-[^/]+\.js$/.test(a)),
        `${page}: entry module found`,
      ).toBe(true);
      expect(
        assets.filter((a) => deskFiles.has(a) || a.includes("/routes/desk")),
        page,
      ).toEqual([]);
    }
  });
});
