import { defineConfig } from "vitest/config";
import { PATIENCE_MS } from "./support/wait";

export default defineConfig({
  test: {
    root: new URL("..", import.meta.url).pathname,
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/temporary-folder.ts", "test/support/global-setup.ts"],
    setupFiles: ["test/support/setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    // The files of one worker share their modules (the built server, msw, the stores) instead of
    // loading them again for each of the 160 files: a minute less on the 2-core machine. So a test
    // file keeps no state for the next one and mocks no module (decision 0042).
    isolate: false,
    // Bounds that catch a hang, never a verdict on speed: on a busy machine a test may take
    // several times as long as on a quiet one (test/support/wait.ts says the same of waits).
    testTimeout: 2 * PATIENCE_MS,
    hookTimeout: 2 * PATIENCE_MS,
    expect: { poll: { timeout: PATIENCE_MS, interval: 20 } },
    // A green run prints what a person reads: one line per file and the summary. The logs of
    // a failing test are still shown with it.
    silent: "passed-only",
    slowTestThreshold: 20_000,
    // The built server is imported as it ships, not transformed again.
    server: { deps: { external: [/\/build\//] } },
  },
});
