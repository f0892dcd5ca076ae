// npm run certificates -- import <file.csv>    adds or updates certificates (all or nothing)
// npm run certificates -- revoke <number>      marks one certificate revoked
import { readFile } from "node:fs/promises";
import * as v from "valibot";
import { parseCertificatesCsv } from "../certificates/import";
import {
  CERTIFICATES_LIST,
  CertificateRecordSchema,
  normaliseCertificateNumber,
} from "#shared/certificates";
import type { SiteServices } from "../services";
import type { StorePort } from "../store";
import { print, printError, runCli } from "./command";

async function importFile(store: StorePort, file: string) {
  const parsed = parseCertificatesCsv(await readFile(file, "utf8"));
  if (!parsed.ok) {
    printError(`Nothing imported from ${file}:\n${parsed.errors.map((e) => `  ${e}`).join("\n")}`);
    process.exitCode = 1;
    return;
  }
  for (const { number, record } of parsed.rows)
    await store.put(CERTIFICATES_LIST, number, record, { overwrite: true });
  print(
    `Imported ${parsed.rows.length} certificate${parsed.rows.length === 1 ? "" : "s"} from ${file}.`,
  );
}

async function revoke(store: StorePort, rawNumber: string) {
  const number = normaliseCertificateNumber(rawNumber);
  const current = v.safeParse(CertificateRecordSchema, await store.get(CERTIFICATES_LIST, number));
  if (!current.success) {
    printError(`No certificate ${number} to revoke.`);
    process.exitCode = 1;
    return;
  }
  await store.put(
    CERTIFICATES_LIST,
    number,
    { ...current.output, status: "revoked" },
    { overwrite: true },
  );
  print(`Certificate ${number} is now revoked.`);
}

async function main({ store }: SiteServices) {
  const [command, argument] = process.argv.slice(2);
  if (command === "import" && argument) return importFile(store, argument);
  if (command === "revoke" && argument) return revoke(store, argument);
  printError("Usage: npm run certificates -- import <file.csv> | revoke <number>");
  process.exitCode = 2;
}

runCli(main);
