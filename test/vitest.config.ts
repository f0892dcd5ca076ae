import { defineConfig } from "vitest/config";
import { aliases } from "./support/aliases";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { PATIENCE_MS } from "./support/wait";

/** The folders by how long their files take: a browser file about 10 s, a unit file milliseconds. */
const folders = ["browser", "faults", "integration", "store", "unit"];
/** Folders whose files spend much of their time waiting on a child process, a timer or a server. */
const WAITING_FOLDERS = ["faults", "integration"];

/**
 * A browser file (busy) and a fault or integration file (mostly waiting) start in turn, then the
 * store and unit files; within a folder, vitest's own order. Why: decision 0042.
 */
class BusyBesideWaiting extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const inFolder = (file: TestSpecification) =>
      folders.find((folder) => file.moduleId.includes(`/test/${folder}/`));
    const sorted = await super.sort(files);
    const busy = sorted.filter((file) => inFolder(file) === "browser");
    const waiting = sorted.filter((file) => WAITING_FOLDERS.includes(inFolder(file) ?? ""));
    const rest = sorted.filter((file) => !busy.includes(file) && !waiting.includes(file));
    const inTurn: TestSpecification[] = [];
    for (let i = 0; i < Math.max(busy.length, waiting.length); i++)
      inTurn.push(...[busy[i], waiting[i]].filter((file) => file !== undefined));
    const rank = (file: TestSpecification) => folders.indexOf(inFolder(file) ?? "unit");
    return [...inTurn, ...rest.sort((a, b) => rank(a) - rank(b))];
  }
}

/** `--sequence.shuffle.files` (docs/testing.md) picks vitest's random order only without a sequencer here. */
const shuffled = process.argv.some((argument) => argument.startsWith("--sequence.shuffle"));

export default defineConfig({
  resolve: { alias: aliases },
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
    sequence: shuffled ? {} : { sequencer: BusyBesideWaiting },
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
