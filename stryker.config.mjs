// Mutation testing of the form rules and the lead pipeline (`npm run test:mutation`).
// @ts-check
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "test/vitest.mutation.config.ts", related: false },
  coverageAnalysis: "perTest",
  mutate: ["shared/forms/*.ts", "server/leads/*.ts", "server/api/submissions.ts"],
  ignorePatterns: ["build", "public/build", "data", "reports", ".cache", "test/browser"],
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 95, low: 85, break: 85 },
  concurrency: 2,
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  plugins: ["@stryker-mutator/vitest-runner"],
};
