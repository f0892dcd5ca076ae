// The key of /my-data links on a machine without PRIVACY_SECRET: made once in DATA_DIR,
// readable only by its owner, and the same for every later process; the setting wins.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { privacySecret, SECRET_FILE } from "#server/privacy/secret";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "privacy-secret-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the privacy key", () => {
  it("is made once in DATA_DIR, owner-only, and reused", () => {
    const dir = dataDir();
    const secret = privacySecret({ DATA_DIR: dir });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, SECRET_FILE);
    expect(readFileSync(file, "utf8")).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(privacySecret({ DATA_DIR: dir })).toBe(secret);
    expect(privacySecret({ DATA_DIR: dataDir() })).not.toBe(secret);
  });

  it("is read from a file another process made, and PRIVACY_SECRET wins over any file", () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, SECRET_FILE), "made-by-another-process-0123456789abcdef");
    expect(privacySecret({ DATA_DIR: dir })).toBe("made-by-another-process-0123456789abcdef");
    expect(
      privacySecret({
        DATA_DIR: dataDir(),
        PRIVACY_SECRET: "from-the-environment-0123456789abcdefgh",
      }),
    ).toBe("from-the-environment-0123456789abcdefgh");
  });
});
