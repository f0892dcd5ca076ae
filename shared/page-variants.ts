// The addresses a page really has: the page itself and the success view of each form it
// shows (shared/forms/success-view.ts). The server's page cache keeps these and nothing
// else; `test/faults/http-page-cache.test.ts` checks that every form's success lands on
// one of them. Campaign parameters (utm_*, click ids, a carried landing) never make an
// address of their own.
import { campaignKeys } from "./forms/lead-context";
import { planSlugs } from "./forms/plan-choice";
import { formIds, leadForms } from "./forms/registry";
import { PLAN_FIELD } from "./forms/transport";
import { successViewAddress, type SentForm } from "./forms/success-view";
import { allPagePaths, coursePaths } from "./routes";

/**
 * The forms each page shows, by the success view a stored lead is sent to: every copy (placement)
 * of every form, on the pages its definition names.
 */
const formsOnPages: Array<{ paths: readonly string[]; view: SentForm }> = formIds.flatMap(
  (form) => {
    const paths = leadForms[form].pages({ all: allPagePaths, courses: coursePaths });
    return Object.keys(leadForms[form].anchors).map((placement) => ({
      paths,
      view: { form, placement },
    }));
  },
);

/**
 * Pages whose content follows their query (the course finder, the certificate check).
 * Any other page ignores a query that is not one of its success views.
 */
export const pagesReadingTheirQuery: ReadonlySet<string> = new Set([
  "/AllDeparts",
  "/checkcertificate",
]);

/**
 * The attribution keys that travel in the address: the ones a campaign link adds (`utm_*`,
 * the click ids), and `landing`, the page the visit began on, which the server adds when it
 * carries a campaign to the next page (server/http/carry-campaign.ts). A click id differs for
 * every click, so an address with them would be a new page for every paid visit.
 */
export const campaignParams: ReadonlySet<string> = new Set<string>([...campaignKeys, "landing"]);

/**
 * A query (with its "?", or "") without its campaign parameters: the other services stay as
 * sent and in their order, so the rest is judged exactly as it would be without them.
 */
export function withoutCampaignParams(query: string): string {
  if (query === "") return query;
  const kept = query
    .slice(1)
    .split("&")
    .filter((part) => !campaignParams.has(parameterName(part)));
  return kept.length === 0 ? "" : `?${kept.join("&")}`;
}

/** A query part's name as a browser would read it (`utm%5Fsource` is utm_source). */
const parameterName = (part: string) => new URLSearchParams(part).keys().next().value ?? "";

const viewQuery = (path: string, view: SentForm) => {
  const address = successViewAddress(path, view);
  return address.slice(address.indexOf("?"));
};

/**
 * A course page opened from a plan's "Enroll now": its enrollment form with that plan chosen
 * (docs/decisions/0022).
 */
const planQueries = planSlugs.map((slug) => `?${PLAN_FIELD}=${slug}`);
const coursePathSet: ReadonlySet<string> = new Set(coursePaths);

/**
 * For each page path, the queries it has: its success views (`?sent=contact`, ...) and, on
 * a course page, each plan chosen (`?plan=advanced`). Any other plan is the plain page.
 */
export const successViewQueries: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  allPagePaths.map((path) => [
    path,
    new Set([
      ...formsOnPages
        .filter((entry) => entry.paths.includes(path))
        .map((entry) => viewQuery(path, entry.view)),
      ...(coursePathSet.has(path) ? planQueries : []),
    ]),
  ]),
);

/** Every address a page has: each page path, then each of its success views. */
export const allPageAddresses: string[] = allPagePaths.flatMap((path) => [
  path,
  ...[...successViewQueries.get(path)!].map((query) => `${path}${query}`),
]);
