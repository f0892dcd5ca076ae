import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { StoreError, type PutOptions, type StoredRecord, type StorePort } from "./port";

export function openSqliteStore(dataDir: string): StorePort {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, "leads.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.exec(`CREATE TABLE IF NOT EXISTS records (
    list TEXT NOT NULL,
    key TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (list, key)
  )`);
  const insert = db.prepare("INSERT OR IGNORE INTO records (list, key, data) VALUES (?, ?, ?)");
  const upsert = db.prepare(
    "INSERT INTO records (list, key, data) VALUES (?, ?, ?) ON CONFLICT (list, key) DO UPDATE SET data = excluded.data",
  );
  const selectOne = db.prepare<[string, string], { data: string }>("SELECT data FROM records WHERE list = ? AND key = ?");
  const selectList = db.prepare<[string], { key: string; data: string }>(
    "SELECT key, data FROM records WHERE list = ? ORDER BY key",
  );

  const guard = <T>(what: string, work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw new StoreError(`sqlite ${what} failed: ${(error as Error).message}`);
    }
  };

  return {
    kind: "sqlite",
    async put(list: string, key: string, record: StoredRecord, options?: PutOptions) {
      guard("write", () => (options?.overwrite ? upsert : insert).run(list, key, JSON.stringify(record)));
    },
    async get(list, key) {
      const row = guard("read", () => selectOne.get(list, key));
      return row ? (JSON.parse(row.data) as StoredRecord) : undefined;
    },
    async list(list) {
      return guard("read", () => selectList.all(list)).map((row) => [row.key, JSON.parse(row.data) as StoredRecord]);
    },
    async health() {
      // Taking the write lock and letting it go proves the file is writable right now.
      try {
        db.exec("BEGIN IMMEDIATE; ROLLBACK");
        return { ok: true };
      } catch {
        return { ok: false };
      }
    },
    async close() {
      db.close();
    },
  };
}
