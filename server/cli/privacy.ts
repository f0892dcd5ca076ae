// npm run privacy -- purge [--dry-run]     erase leads older than LEAD_RETENTION_DAYS (or list
// them) npm run privacy -- requests [--open]     the privacy request log; --open: links mailed and
//                                          never opened within their life, for the grievance contact
// npm run privacy -- audience              CSV of the addresses that agreed to course news and
// offers,
//                                          each with the one-click unsubscribe headers its emails must carry
import { parseArgs } from "node:util";
import { LINK_LIFE_MS } from "../privacy/access";
import { marketingAudience } from "../privacy/audience";
import { unsubscribeHeaders } from "../privacy/unsubscribe";
import { csvCell } from "../csv";
import { openRequests, PRIVACY_REQUESTS_LIST, type PrivacyRequest } from "../privacy/requests";
import { retentionPlan } from "../privacy/retention";
import { print, runCli } from "./command";

runCli(async ({ config, store, privacy }) => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "dry-run": { type: "boolean", default: false },
      open: { type: "boolean", default: false },
    },
  });
  const [command] = positionals;
  if (command === "purge") {
    if (values["dry-run"]) {
      const plan = await retentionPlan(
        store,
        Date.now(),
        config.LEAD_RETENTION_DAYS,
        config.SITE_TIME_ZONE,
      );
      for (const lead of plan.expired)
        print(`would erase ${lead.list} ${lead.key} (${lead.record.date ?? "no date"})`);
      print(
        `${plan.expired.length} leads dated before ${plan.cutoff.toISOString()} (LEAD_RETENTION_DAYS=${config.LEAD_RETENTION_DAYS}) would be erased; ${plan.undated} without a readable date would be kept`,
      );
      return;
    }
    const { erased, undated } = await privacy.retention.run();
    print(`${erased} leads erased; ${undated} without a readable date kept`);
    return;
  }
  if (command === "requests") {
    const rows = values.open
      ? await openRequests(store, Date.now(), LINK_LIFE_MS)
      : ((await store.list(PRIVACY_REQUESTS_LIST)) as Array<[string, PrivacyRequest]>);
    for (const [id, r] of rows)
      print(
        [id, r.action, r.status, r.requestedAt, r.doneAt || "-", r.address || "-", r.detail].join(
          "\t",
        ),
      );
    print(
      `${rows.length} ${values.open ? "requests not completed within the link's life" : "requests"}`,
    );
    return;
  }
  if (command === "audience") {
    // The links must reach the site from a reader's mail program: its public address, never a
    // guess.
    if (config.SITE_URL === undefined)
      throw new Error("SITE_URL must be set: the unsubscribe links in the list point to the site");
    const secret = privacy.secret();
    const origin = new URL(config.SITE_URL).origin;
    print("email,consented_at,via,list_unsubscribe,list_unsubscribe_post");
    for (const member of await marketingAudience(store)) {
      const headers = unsubscribeHeaders(secret, origin, member.email);
      print(
        [
          member.email,
          member.consentedAt,
          member.via.join(" "),
          headers["List-Unsubscribe"],
          headers["List-Unsubscribe-Post"],
        ]
          .map(csvCell)
          .join(","),
      );
    }
    return;
  }
  throw new Error("Usage: npm run privacy -- purge [--dry-run] | requests [--open] | audience");
});
