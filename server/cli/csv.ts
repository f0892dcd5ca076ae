// CSV per RFC 4180 (CRLF lines, quoted fields where needed), with cells that a
// spreadsheet would run as a formula (= + - @, tab, CR) neutralised by a leading quote.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: Array<[string, Record<string, string>]>): string {
  const columns: string[] = [];
  for (const [, record] of rows) for (const name of Object.keys(record)) if (!columns.includes(name)) columns.push(name);
  const lines = [["key", ...columns].map(csvCell).join(",")];
  for (const [key, record] of rows) lines.push([key, ...columns.map((c) => record[c] ?? "")].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
