// CSV per RFC 4180 (CRLF lines, quoted fields where needed). Record values are visitor
// text: a value a spreadsheet would run as a formula is neutralised by a leading quote.
// Keys and the header are ours and come out as they are (a Firebase push key starts
// with `-`, and must stay the key it is).

/**
 * A formula: = + - @ once any leading control characters and spaces are skipped (a
 * spreadsheet skips them too), or a leading tab or CR.
 */
const FORMULA_START = /^[\u0000-\u0020\u007f]*[=+\-@]|^[\t\r]/;

const quoted = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * One cell that is ours (a key, a column name, a time we wrote): quoted if needed, never changed.
 */
export const csvKey = quoted;

/** One cell of visitor text: neutralised, then quoted if needed. */
export function csvCell(value: string): string {
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}

/**
 * The records' columns in the order they first appear, then `extra` columns (the lead context's),
 * which each row gives by `extra.of` (its key, and its place: keys of different lists may be
 * the same); every cell is visitor text, neutralised alike.
 */
export function toCsv(
  rows: Array<[string, Record<string, string>]>,
  extra: {
    columns: readonly string[];
    of: (key: string, index: number) => Record<string, string>;
  } = { columns: [], of: () => ({}) },
): string {
  const columns: string[] = [];
  for (const [, record] of rows)
    for (const name of Object.keys(record)) if (!columns.includes(name)) columns.push(name);
  const lines = [["key", ...columns, ...extra.columns].map(quoted).join(",")];
  for (const [index, [key, record]] of rows.entries()) {
    const more = extra.of(key, index);
    lines.push(
      [
        quoted(key),
        ...columns.map((c) => csvCell(record[c] ?? "")),
        ...extra.columns.map((c) => csvCell(more[c] ?? "")),
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
