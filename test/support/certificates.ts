// Certificates for a test site, put in its data folder by the command operators use.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs `server/cli/certificates.ts` with `args` on the SQLite store in `dataDir`. */
export const certificatesCli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "server/cli/certificates.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, FIREBASE_DATABASE_URL: "" },
  });

/** A new data folder (named from `prefix`) holding test/fixtures/certificates-good.csv's certificates. */
export async function dataDirWithCertificates(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  await certificatesCli(dataDir, "import", "test/fixtures/certificates-good.csv");
  return dataDir;
}
