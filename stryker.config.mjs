// Mutation testing of the form rules and the lead pipeline: `npm run test:mutation`.
// What it is and why: docs/decisions/0016. The report: reports/mutation/mutation.json.
// @ts-check
import { readFileSync } from "node:fs";
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

/**
 * Equivalent mutants: changes that no behaviour can tell apart (or code no input can
 * reach), each with the reason. A mutant is named by its file, a piece of the line it is
 * on, and the exact source of the code it changes; every mutant inside that code is ignored.
 * Anything that survives and is not listed here is a missing test.
 */
const equivalentMutants = [
  // server/desk/sign-in/rules.ts
  {
    file: "server/desk/sign-in/rules.ts",
    near: "export const NO_CODE",
    code: '""',
    reason:
      "What an address with no code counts against only has to differ from every code's id, which is 16 random base64url characters: any other constant string does the same.",
  },
  // shared/forms/limits.ts: how the longest value of a field is read from its schema.
  {
    file: "shared/forms/limits.ts",
    near: 'item.type === "max_length"',
    code: 'item.type === "max_length" && typeof item.requirement === "number"',
    reason:
      "Only max_length actions carry a numeric requirement in these schemas, so either half of the test (or either of them) finds the same items.",
  },
  {
    file: "shared/forms/limits.ts",
    near: "found = found === undefined",
    code: "found === undefined ? inner : Math.min(found, inner)",
    reason: "No field has two maximum lengths: the first one found is the smallest.",
  },
  {
    file: "shared/forms/limits.ts",
    near: "has no maximum length",
    code: "if (max === undefined) throw new Error(`${form}.${name} has no maximum length`);",
    reason:
      "Unreachable: every field of every form has a maximum length (form-messages.test.ts lists them).",
  },
  // shared/forms/check.ts
  {
    file: "shared/forms/check.ts",
    near: "result.issues[0]?.message",
    code: "result.issues[0]?.message",
    reason: "A failed parse always has at least one issue.",
  },
  // server/leads/fingerprint.ts: fingerprints are only ever compared with each other.
  {
    file: "server/leads/fingerprint.ts",
    near: 'form === "newsletter" ?',
    code: 'form === "newsletter"',
    reason:
      "A newsletter record holds only email and date, and the date is blanked on the other branch: both branches put the same records together.",
  },
  {
    file: "server/leads/fingerprint.ts",
    near: 'form === "newsletter" ?',
    code: 'record.email ?? ""',
    reason: "Every newsletter record has an email (the schema requires it).",
  },
  {
    file: "server/leads/fingerprint.ts",
    near: 'form === "newsletter" ?',
    code: '{ ...record, date: "" }',
    reason:
      "Any constant in place of the date gives the same grouping of records; only the other fields tell leads apart.",
  },
  {
    file: "server/leads/fingerprint.ts",
    near: "const value = content[name]",
    code: 'content[name] ?? ""',
    reason: "Every value of a stored record is text.",
  },
  // server/leads/intake.ts
  {
    file: "server/leads/intake.ts",
    near: 'request.headers.get("content-type") ?? ""',
    code: '""',
    reason:
      "Without a Content-Type both the empty text and any placeholder are an unsupported media type.",
  },
  {
    file: "server/leads/intake.ts",
    near: "} catch {",
    code: "{\n    return undefined;\n  }",
    reason: "An empty catch block returns undefined too.",
  },
  {
    file: "server/leads/intake.ts",
    near: "if (token === null) return { key: mintSubmissionKey(), fromClient: false }",
    code: "{ key: mintSubmissionKey(), fromClient: false }",
    reason:
      "Without the object (an API post without an Idempotency-Key) the key is minted all the same where it is chosen (`keyed?.key ?? mintSubmissionKey()`), and a missing fromClient reads as false: the same lead, key and flags reach the store. (Its `fromClient: true` mutant, ignored with it, would tell the store a minted key is the client's: lead-pipeline.test.ts 'says a lead's key is the client's only for ...' catches that.)",
  },
  {
    file: "server/leads/intake.ts",
    near: ": { key: mintSubmissionKey(), fromClient: false };",
    code: "{ key: mintSubmissionKey(), fromClient: false }",
    reason:
      "Without the object (a page post without a well-formed key) the key is minted all the same where it is chosen (`keyed?.key ?? mintSubmissionKey()`), and a missing fromClient reads as false: the same lead, key, flags and refusal reach the store and the page. (Its `fromClient: true` mutant, ignored with it, would give a refused post the minted key: lead-pipeline.test.ts 'responds to invalid input with ... the browser's key' catches that.)",
  },
  {
    file: "server/leads/intake.ts",
    near: 'let key = form === "newsletter" ? newsletterKey(email)',
    code: "keyed?.key",
    reason:
      "keyed is undefined only for a newsletter sign-up from the page, which takes the other branch (newsletterKey): here it is always an object, and the optional chain only says so to the types.",
  },
  // server/api/submissions.ts
  {
    file: "server/api/submissions.ts",
    near: 'fieldErrors[v.getDotPath(issue) ?? "body"]',
    code: '"body"',
    reason:
      "The extras schemas are objects checked against a parsed object body: every issue has a path.",
  },
  {
    file: "server/api/submissions.ts",
    near: 'case "bad-request":',
    code: 'case "bad-request":\n      return problem(400, badRequest.title, badRequest.text);',
    reason:
      "Unreachable: the API's extras never answer bad-request (only a page's altered hidden fields do).",
  },
  // server/leads/attribution.ts
  {
    file: "server/leads/attribution.ts",
    near: "if (address == null) return undefined;",
    code: "if (address == null) return undefined;",
    reason:
      "new URL reads null and undefined as the text 'null' and 'undefined', which are no addresses without a base (it throws, and parse answers undefined), and parse is given a base only with text (a path that starts with /): the guard only says so to the types.",
  },
  {
    file: "server/leads/attribution.ts",
    near: "} catch {",
    code: "{\n    return undefined;\n  }",
    reason:
      "parse's catch says what a function that ends without a return gives all the same: undefined.",
  },
  {
    file: "server/leads/attribution.ts",
    near: 'if (!referer?.includes("?")) return undefined;',
    code: '!referer?.includes("?")',
    reason:
      "A shortcut: an address without a ? has no query, so no campaign key, and the parse that follows would find none and answer undefined all the same (null and undefined included).",
  },
  {
    file: "server/leads/attribution.ts",
    near: "if (!from || (from.origin !== site && from.origin !== new URL(site).origin))",
    code: "from.origin !== site",
    reason:
      "A shortcut: when the origin is `site` as written it is also `site`'s origin as URL writes it, which the other half compares.",
  },
  // shared/forms/definitions/newsletter.ts
  {
    file: "shared/forms/definitions/newsletter.ts",
    near: 'marketing: "is-the-purpose"',
    code: '"is-the-purpose"',
    reason:
      "Every reader asks only whether a form's marketing is \"ask\"; the newsletter's other value names the case for people, no code reads it.",
  },
  // shared/forms/plan-choice.ts
  {
    file: "shared/forms/plan-choice.ts",
    near: "const plan = typeof value",
    code: 'typeof value === "string"',
    reason:
      "planBySlug finds no plan for a value that is not text (it compares with each slug), so asking it anyway changes nothing.",
  },
  // server/desk/owners/business-hours.ts: a period that starts where the question ends adds no time.
  {
    file: "server/desk/owners/business-hours.ts",
    near: "if (period.start >= to) break;",
    code: "period.start >= to",
    reason:
      "A period starting exactly at `to` adds min(end, to) - start = 0: going on past it (`>`) gives the same total, and the next period ends the loop.",
  },
  {
    file: "server/desk/owners/business-hours.ts",
    near: "if (starts[middle]! <= at) low = middle + 1;",
    code: "starts[middle]! <= at",
    reason:
      "At a period's start exactly, the open time up to `at` is that period's `before`, which is also the previous period's `before` plus its whole length: counting the period (`<=`) or not (`<`) gives the same number.",
  },
];

const sources = new Map();
const sourceOf = (file) => {
  if (!sources.has(file)) sources.set(file, readFileSync(file, "utf8"));
  return sources.get(file);
};

/**
 * Throws unless every entry still names code that starts on a line holding its `near`: an entry
 * whose code was moved or reworded ignores nothing, and its mutants would pass for missing tests.
 */
function checkEntriesStillMatch() {
  const stale = equivalentMutants.filter(({ file, near, code }) => {
    const source = sourceOf(file);
    for (let at = source.indexOf(near); at >= 0; at = source.indexOf(near, at + 1)) {
      const lineStart = source.lastIndexOf("\n", at) + 1;
      const lineEnd = source.indexOf("\n", at);
      const codeAt = source.indexOf(code, lineStart);
      if (codeAt >= 0 && (lineEnd < 0 || codeAt < lineEnd)) return false;
    }
    return true;
  });
  if (stale.length > 0)
    throw new Error(
      `Equivalent mutants that no longer match their code (stryker.config.mjs): ${stale
        .map(({ file, near }) => `${file} near "${near}"`)
        .join("; ")}`,
    );
}
let entriesChecked = false;

/** Ignores the code listed above (and every mutant inside it). */
const equivalentMutantIgnorer = {
  shouldIgnore(path) {
    if (!entriesChecked) {
      checkEntriesStillMatch();
      entriesChecked = true;
    }
    const { node } = path;
    const file = node.loc?.filename ?? path.hub?.file?.opts?.filename;
    if (!file || node.start == null || node.end == null) return undefined;
    const entries = equivalentMutants.filter((entry) => file.endsWith(entry.file));
    if (entries.length === 0) return undefined;
    const source = sourceOf(file);
    const code = source.slice(node.start, node.end);
    const lineStart = source.lastIndexOf("\n", node.start) + 1;
    const lineEnd = source.indexOf("\n", node.start);
    const line = source.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    return entries.find((entry) => entry.code === code && line.includes(entry.near))?.reason;
  },
};

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "equivalent-mutants", equivalentMutantIgnorer),
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "test/vitest.mutation.config.ts", related: false },
  coverageAnalysis: "perTest",
  // Every form's definition (rules, messages, record, API extras, notification words), keys,
  // success views and body limits; the lead pipeline and its dedupe; the API's responses.
  // (server/http and server/store belong to their own work.)
  mutate: [
    "shared/forms/*.ts",
    "shared/forms/definitions/*.ts",
    "server/leads/*.ts",
    // What the desk and the CSVs read of a lead (moved here from the desk and the commands);
    // not part of the pipeline's rules.
    "!server/leads/summary.ts",
    "!server/leads/context-columns.ts",
    "server/api/submissions.ts",
    // The desk's sign-in rules (decision 0044): code checks, tries counted, fresh proof, expiry.
    "server/desk/sign-in/rules.ts",
    // Who owns a new lead (its pure rules: the choice, the default, a row's person) and the rule
    // for a save over a colleague's change (decision 0043).
    "server/desk/owners/assignment.ts:17-48",
    "server/desk/lead/change.ts",
    // Time counted in business hours and the lead's SLA (decision 0037): pure, the clock given.
    "server/desk/owners/business-hours.ts",
    "server/desk/owners/sla.ts",
    // How a name's words and an address are compared: a search, and a new lead's person.
    "server/store/desk-terms.ts",
  ],
  ignorers: ["equivalent-mutants"],
  plugins: ["@stryker-mutator/vitest-runner", "./stryker.config.mjs"],
  // Anchored at the root: "reports" alone would also leave server/desk/reports/ out of the sandbox.
  ignorePatterns: ["/build", "/public/build", "/data", "/reports", "/.cache", "/test/browser"],
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  // No mutant survives (27 November 2026): below 95 a test has been weakened or a rule added
  // without one.
  thresholds: { high: 100, low: 95, break: 95 },
  concurrency: 2,
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
