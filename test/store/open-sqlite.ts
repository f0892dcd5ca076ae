import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openSqliteStore } from "../../server/store/sqlite";

/** A SQLite store in a folder of its own, and how to remove both. */
export function sqliteUnderTest(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const store = openSqliteStore({ dataDir, timeoutMs: 2000 });
  return {
    store,
    async cleanup() {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
