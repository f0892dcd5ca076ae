// A run's temporary folder. Tests make their data folders, copies of the site and exports
// under the system's temporary folder; each test removing its own would be some fifty
// clean-ups to keep right, and left alone they add up (one mutation run left about 1,100
// folders; the project's machine had gathered over 10,000, 1.2 GB). So every run gets one folder
// that the processes it starts use as theirs (TMPDIR, which os.tmpdir() and Chromium read),
// removed when the run ends. The benchmark and audit scripts use the same folder per run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Points TMPDIR at a new folder; the function returned puts TMPDIR back and removes the folder. */
function useRunFolder(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), "course-site-tests-"));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    // Retried: when a script fails, its server may still be writing there as the folder goes.
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
}

/** For a script run outside vitest: the folder goes when the process exits, failed or not. */
export function useRunFolderUntilExit(): void {
  process.once("exit", useRunFolder());
}

/** vitest's global setup: the folder lasts as long as the run. */
export default function setup() {
  return useRunFolder();
}
