// Loads the code the mutation run changes before the tests of a file run, in its first run (the
// one that records which tests run which code).
//
// The run's files share one module graph (test/vitest.mutation.config.ts), so each module is
// evaluated once per mutant, by whichever file imports it first. Loaded here, what runs on
// import (a form's messages, labels and rules) runs outside every test, and Stryker counts it
// as run by all of them: its mutants are tried against every file. Left to the first test that
// happens to import it, it would be counted as run by that test alone, and its mutants tried
// there only. A mutant's own run needs no preload: what it runs was decided by the first run.
//
// A mutant that makes a module throw while loading is left to the tests: the registry's test
// imports it inside each test and fails there (a file that fails to load is not counted as a
// failure by the mutation run, stryker-js issue 6150).
import { inject } from "vitest";

/** Stryker's vitest runner says "mutant" while it tries one mutant, else "dry-run" or nothing. */
const mode = (inject as (key: string) => unknown)("mode");

if (mode !== "mutant")
  await Promise.all(
    [
      import("#shared/forms"),
      import("#server/api/submissions"),
      import("#server/leads/intake"),
    ].map((loading) => loading.catch(() => undefined)),
  );

// A module (it waits at its top level).
export {};
