// How long a test waits for what happens unless the code is wrong. A verdict never depends on
// the machine's speed: a busy machine only makes the wait longer, and only a failing test
// waits this long. Speed is measured in test/bench, as ratios to a baseline of the same run.
export const PATIENCE_MS = 60_000;

/** Options for vi.waitFor, whose own default gives up after one second. */
export const patience = { timeout: PATIENCE_MS, interval: 20 } as const;
