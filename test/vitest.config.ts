import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: new URL("..", import.meta.url).pathname,
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    setupFiles: ["test/support/setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A green run prints what a person reads: one line per file and the summary. The logs of
    // a failing test are still shown with it.
    silent: "passed-only",
    slowTestThreshold: 20_000,
    // The built server is imported as it ships, not transformed again.
    server: { deps: { external: [/\/build\//] } },
  },
});
