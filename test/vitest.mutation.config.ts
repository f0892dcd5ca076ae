// The fast tests the mutation run (`npm run test:mutation`, stryker.config.mjs) uses: they
// import the form rules and the lead pipeline from source, so a mutant is what they run.
// No global setup: nothing here needs the built site, and the run must never rebuild build/.
import { defineConfig } from "vitest/config";

export const mutationTestFiles = [
  "test/unit/schemas.test.ts",
  "test/unit/lead-equality.test.ts",
  "test/unit/lead-pipeline.test.ts",
  "test/unit/lead-store.test.ts",
  "test/unit/submission-keys.test.ts",
  "test/unit/success-view.test.ts",
  "test/unit/form-messages.test.ts",
];

export default defineConfig({
  test: {
    root: new URL("..", import.meta.url).pathname,
    include: mutationTestFiles,
    setupFiles: ["test/support/setup.ts"],
    testTimeout: 30_000,
  },
});
