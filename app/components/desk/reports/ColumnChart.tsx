// A column chart drawn as SVG on the server (so it shows without JavaScript): one column per
// category, its series stacked, with a value axis from 0 to a round maximum. It is an image
// with an accessible name and description; the numbers themselves are in the table beside it.
// The drawing scales with its box (viewBox), so it fits a phone. Where a category can have no
// figure (a share, a median), a zero is written on the axis, as it has no column to draw: a week
// at 0% must not look like a week with no figure. A chart of counts writes no zeros (every day has
// its count, and thirty zeros along the axis would only hide the days that had leads), and marks
// its axis in whole numbers only.

export interface ColumnSeries {
  name: string;
  /** One per category; null where the category has no figure (a week with no contacted lead). */
  values: Array<number | null>;
  /** A class giving the series its colour (desk-reports.css). */
  tone: string;
}

interface ColumnChartProps {
  id: string;
  title: string;
  description: string;
  categories: string[];
  series: ColumnSeries[];
  /** The axis's top when the values have a natural one (100 for a share). */
  max?: number;
  /** How an axis value is written ("50%", "2 h"). */
  format?: (value: number) => string;
  /** The values are counts: none is ever missing, and half a lead is no mark for the axis. */
  counts?: boolean;
}

const WIDTH = 640;
const HEIGHT = 260;
const LEFT = 64;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 40;
/** Category labels shown at most: past it, every n-th is shown. */
const MAX_LABELS = 6;

/** 1, 2 or 5 times a power of ten, at least `value` (an axis's top). */
export function roundUp(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value)!;
}

export function ColumnChart({
  id,
  title,
  description,
  categories,
  series,
  max,
  format = String,
  counts = false,
}: ColumnChartProps) {
  const totals = categories.map((_, i) =>
    series.reduce((sum, each) => sum + (each.values[i] ?? 0), 0),
  );
  const hasFigure = categories.map((_, i) => series.some((each) => each.values[i] != null));
  const top = max ?? roundUp(Math.max(0, ...totals));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, categories.length);
  const barWidth = Math.max(2, Math.min(40, slot * 0.7));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const every = Math.ceil(categories.length / MAX_LABELS);
  const ticks = [0, top / 2, top].filter((tick) => !counts || Number.isInteger(tick));
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {ticks.map((tick) => (
        <g key={tick} className="chart__grid">
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} />
          <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
      {categories.map((category, i) => {
        let base = 0;
        const x = LEFT + i * slot + (slot - barWidth) / 2;
        return (
          <g key={category}>
            {series.map((each) => {
              const value = each.values[i] ?? 0;
              if (value <= 0) return null;
              const rect = (
                <rect
                  key={each.name}
                  className={each.tone}
                  x={x}
                  width={barWidth}
                  y={y(base + value)}
                  height={y(base) - y(base + value)}
                />
              );
              base += value;
              return rect;
            })}
            {!counts && hasFigure[i] && totals[i] === 0 ? (
              <text className="chart__value" x={x + barWidth / 2} y={y(0) - 6} textAnchor="middle">
                {format(0)}
              </text>
            ) : null}
            {i % every === 0 ? (
              <text
                className="chart__label"
                x={x + barWidth / 2}
                y={HEIGHT - BOTTOM + 24}
                textAnchor="middle"
              >
                {category}
              </text>
            ) : null}
          </g>
        );
      })}
      <line className="chart__axis" x1={LEFT} x2={WIDTH - RIGHT} y1={y(0)} y2={y(0)} />
    </svg>
  );
}

/** The colours of a chart's series, in words beside their swatches. */
export function ChartLegend({ series }: { series: Array<Pick<ColumnSeries, "name" | "tone">> }) {
  return (
    <ul className="chart-legend">
      {series.map((each) => (
        <li key={each.name}>
          <svg viewBox="0 0 12 12" aria-hidden="true" className="chart-legend__swatch">
            <rect className={each.tone} width="12" height="12" rx="2" />
          </svg>
          {each.name}
        </li>
      ))}
    </ul>
  );
}
