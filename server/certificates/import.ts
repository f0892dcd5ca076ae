// Reads a certificates CSV (header: number, name, course, issued, status) and checks
// every row; one bad row stops the whole file, so an import is all or nothing.
import { parse } from "csv-parse/sync";
import * as v from "valibot";
import { coursePath } from "#shared/catalogue";
import { courses } from "#shared/catalogue/courses";
import {
  CertificateRecordSchema,
  isCertificateNumber,
  normaliseCertificateNumber,
  type CertificateRecord,
} from "#shared/certificates";

export const CSV_COLUMNS = ["number", "name", "course", "issued", "status"] as const;

export type ParsedCertificates =
  | { ok: true; rows: Array<{ number: string; record: CertificateRecord }> }
  | { ok: false; errors: string[] };

const knownCourses = new Set(courses.map(coursePath));

export function parseCertificatesCsv(text: string, today = new Date()): ParsedCertificates {
  let table: string[][];
  try {
    table = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    return { ok: false, errors: [`The file is not valid CSV: ${(error as Error).message}`] };
  }
  const [header, ...body] = table;
  if (!header || header.map((h) => h.toLowerCase()).join(",") !== CSV_COLUMNS.join(",")) {
    return { ok: false, errors: [`line 1: the header must be ${CSV_COLUMNS.join(",")}`] };
  }
  const errors: string[] = [];
  const rows: Array<{ number: string; record: CertificateRecord }> = [];
  const seen = new Map<string, number>();
  const todayIso = today.toISOString().slice(0, 10);
  body.forEach((cells, index) => {
    const line = index + 2;
    if (cells.length !== CSV_COLUMNS.length) {
      errors.push(`line ${line}: expected ${CSV_COLUMNS.length} columns, found ${cells.length}`);
      return;
    }
    const [rawNumber, name, course, issued, status] = cells as [
      string,
      string,
      string,
      string,
      string,
    ];
    const number = normaliseCertificateNumber(rawNumber);
    const problems: string[] = [];
    if (!isCertificateNumber(number))
      problems.push("number must be 5 to 40 letters, digits or hyphens");
    if (seen.has(number)) problems.push(`number repeats line ${seen.get(number)}`);
    const parsed = v.safeParse(CertificateRecordSchema, {
      name,
      course,
      issued,
      status: status.toLowerCase(),
    });
    if (!parsed.success) problems.push(...parsed.issues.map((issue) => issue.message));
    else {
      if (!knownCourses.has(parsed.output.course))
        problems.push(`course ${parsed.output.course} is not in the catalogue`);
      if (parsed.output.issued > todayIso) problems.push("issued is in the future");
    }
    seen.set(number, line);
    if (problems.length) errors.push(`line ${line}: ${[...new Set(problems)].join("; ")}`);
    else if (parsed.success) rows.push({ number, record: parsed.output });
  });
  if (body.length === 0) errors.push("the file has no certificate rows");
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
