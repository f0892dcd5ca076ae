// CSV per RFC 4180 (CRLF lines, quoted fields where needed). Record values are visitor
// text: a value a spreadsheet would run as a formula is neutralised by a leading quote.
// Keys and the header are ours and come out as they are (a Firebase push key starts
// with `-`, and must stay the key it is).

/**
 * A formula: = + - @ once any leading control characters and spaces are skipped (a
 * spreadsheet skips them too), or a leading tab or CR.
 */
const FORMULA_START = /^[\u0000-\u0020\u007f]*[=+\-@]|^[\t\r]/;

const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One cell of visitor text: neutralised, then quoted if needed. */
export function csvCell(value: string): string {
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}

export function toCsv(rows: Array<[string, Record<string, string>]>): string {
  const columns: string[] = [];
  for (const [, record] of rows) for (const name of Object.keys(record)) if (!columns.includes(name)) columns.push(name);
  const lines = [["key", ...columns].map(quoted).join(",")];
  for (const [key, record] of rows) lines.push([quoted(key), ...columns.map((c) => csvCell(record[c] ?? ""))].join(","));
  return `${lines.join("\r\n")}\r\n`;
}
