// The fast tests the mutation run (`npm run test:mutation`, stryker.config.mjs) uses: they
// import the form rules and the lead pipeline from source, so a mutant is what they run.
// Nothing here needs the built site, and the run must never rebuild build/: the only global
// setup is the run's temporary folder.
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { aliases } from "./support/aliases";

/**
 * The order the files run in. A mutant stops at its first failing test, and a mutant in code
 * that runs on import (a form's messages, labels and rules: about a third of them) runs every
 * file until one fails. So the files that catch most of those come first, and the files that
 * catch almost none of them (phone formats, the pipeline's limits) come last. On the 2-core
 * machine the full run took 19 minutes in this order, against 23 with the cheapest files first
 * (26 November 2026, same mutants, same score; each file then loaded its modules afresh).
 *
 * The files that catch them import the definitions without the rest of the server (its
 * services, privacy and desk work, loaded only once a mutant reaches a file that needs them;
 * mutation-preload.ts loads the definitions and the pipeline for every run). A route's action
 * is tested in its own file, last. Stryker's vitest runner also counts a file that fails to import as no failure
 * (stryker-js issue 6150), so a mutant that breaks a module's import must be caught by a file
 * that still loads (the registry's test imports inside its tests).
 */
export const mutationTestFiles = [
  // The desk's sign-in rules first: a mutant of their numbers runs on import, so it runs the files
  // in order until one fails, and only this file can; it loads nothing but the rules, so the
  // other mutants pay a few milliseconds for it (decision 0044).
  "test/unit/desk-sign-in-rules.test.ts",
  // The desk's words of a name: its one constant (a prefix range's end) runs on import, and this
  // file loads nothing else.
  "test/unit/desk-terms.test.ts",
  "test/unit/schemas.test.ts",
  "test/unit/lead-form-registry.test.ts",
  "test/unit/form-notices.test.ts",
  "test/unit/lead-form-definitions.test.ts",
  "test/unit/form-names.test.ts",
  "test/unit/lead-consent.test.ts",
  "test/unit/form-messages.test.ts",
  "test/unit/success-view.test.ts",
  "test/unit/submission-keys.test.ts",
  "test/unit/lead-context.test.ts",
  "test/unit/lead-equality.test.ts",
  "test/unit/lead-store.test.ts",
  "test/unit/lead-pipeline.test.ts",
  "test/unit/lead-post-limits.test.ts",
  "test/unit/phone-formats.test.ts",
  "test/unit/lead-action.test.ts",
  // The desk's rules (decision 0043): who owns a new lead, and a save over a colleague's change.
  "test/unit/desk-assignment.test.ts",
  "test/unit/desk-change.test.ts",
  "test/unit/desk-leads.test.ts",
  // Business hours and the SLA last: their code has no import-time mutants (sla.ts holds
  // functions, not constants), and the other files' import-time mutants never pay for loading
  // the time zone arithmetic.
  "test/unit/business-hours.test.ts",
];

class InListedOrder extends BaseSequencer {
  override sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) =>
      mutationTestFiles.findIndex((name) => file.moduleId.endsWith(name));
    return Promise.resolve([...files].sort((a, b) => rank(a) - rank(b)));
  }
}

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    root: new URL("..", import.meta.url).pathname,
    include: mutationTestFiles,
    globalSetup: ["test/support/temporary-folder.ts"],
    setupFiles: ["test/support/mutation-preload.ts", "test/support/setup.ts"],
    testTimeout: 30_000,
    // The listed files share one module graph within a run (one run per mutant): a mutant pays
    // once for loading the definitions and the pipeline, not once per file. So these files mock
    // no module (a mock would stay for the files after it) and keep no state between files.
    // mutation-preload.ts keeps Stryker seeing import-time code as run by every test.
    isolate: false,
    sequence: { sequencer: InListedOrder },
  },
});
