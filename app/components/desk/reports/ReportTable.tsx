// A report's numbers as a table beside its chart: a caption, a header row, and per line a row
// header and its cells. The table may scroll sideways on a phone, in a named region the
// keyboard can reach.
import type { ReactNode } from "react";

export interface ReportRow {
  key: string;
  head: ReactNode;
  cells: ReactNode[];
}

export function ReportTable({
  caption,
  columns,
  rows,
  headClassName,
}: {
  caption: string;
  columns: string[];
  rows: ReportRow[];
  /** The class of each row's header cell. */
  headClassName?: string;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className="report__table" role="region" tabIndex={0} aria-label={`${caption}, table`}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, n) => (
              <th key={n} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={headClassName}>
                {row.head}
              </th>
              {row.cells.map((cell, n) => (
                <td key={n}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
