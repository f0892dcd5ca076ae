// A plain text table for the measuring scripts: a title, a header row and aligned columns.

export type Align = "left" | "right";

export interface Column {
  title: string;
  align?: Align;
}

export function printTable(
  title: string,
  columns: readonly Column[],
  rows: ReadonlyArray<readonly string[]>,
): void {
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    columns
      .map((column, i) =>
        column.align === "right"
          ? (cells[i] ?? "").padStart(widths[i]!)
          : (cells[i] ?? "").padEnd(widths[i]!),
      )
      .join("  ")
      .trimEnd();
  console.log(`\n${title}\n`);
  console.log(line(columns.map((c) => c.title)));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
