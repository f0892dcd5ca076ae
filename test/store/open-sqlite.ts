import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openSqliteStore, SQLITE_FILE } from "#server/store/sqlite";

/** A SQLite store in a folder of its own, and how to remove both. */
export function sqliteUnderTest(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const store = openSqliteStore({ dataDir, timeoutMs: 2000 });
  return {
    store,
    dataDir,
    /** The database file and its write-ahead log, byte for byte (as text, for searching). */
    async contents() {
      const file = path.join(dataDir, SQLITE_FILE);
      return [file, `${file}-wal`]
        .filter((name) => existsSync(name))
        .map((name) => readFileSync(name).toString("latin1"))
        .join("\n");
    },
    async cleanup() {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
