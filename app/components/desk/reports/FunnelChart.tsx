// The funnel per campaign, drawn as SVG on the server: for each campaign its leads, and under
// them the contacted, qualified and enrolled ones, as bars on one scale, so a campaign that
// brings many leads and few students shows it at a glance. Each bar lies on a track as long as
// the scale, its count written after the tracks at the size of the labels. An image with an
// accessible name; the numbers are in the table beside it.
import { ChartLegend } from "./ColumnChart";

export interface FunnelStage {
  name: string;
  tone: string;
}

interface FunnelChartProps {
  id: string;
  title: string;
  description: string;
  stages: FunnelStage[];
  lines: Array<{ label: string; values: number[] }>;
}

const WIDTH = 640;
const LABEL = 30;
/** A bar's height and the space under it: room for a count drawn as large as the labels. */
const BAR = 16;
const GAP = 10;
const AFTER = 16;
/** The column right of the tracks where each count is written. */
const VALUE_ROOM = 88;
const TRACK = WIDTH - VALUE_ROOM;

export function FunnelChart({ id, title, description, stages, lines }: FunnelChartProps) {
  const top = Math.max(1, ...lines.map((line) => line.values[0] ?? 0));
  const block = LABEL + stages.length * (BAR + GAP) + AFTER;
  const height = Math.max(40, lines.length * block);
  const scale = TRACK / top;
  return (
    <>
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {lines.map((line, row) => {
          const y0 = row * block;
          return (
            <g key={line.label}>
              <text className="chart__label chart__label--strong" x={0} y={y0 + LABEL - 8}>
                {line.label}
              </text>
              {stages.map((stage, i) => {
                const value = line.values[i] ?? 0;
                const y = y0 + LABEL + i * (BAR + GAP);
                const width = value > 0 ? Math.max(1.5, value * scale) : 0;
                // Every bar has its whole track drawn and its count in the column after the
                // tracks: a zero is then an empty track beside a "0", not a missing bar.
                return (
                  <g key={stage.name}>
                    <rect className="chart__track" x={0} y={y} width={TRACK} height={BAR} />
                    {width > 0 ? (
                      <rect className={stage.tone} x={0} y={y} width={width} height={BAR} />
                    ) : null}
                    <text
                      className="chart__value"
                      x={TRACK + 8}
                      y={y + BAR / 2}
                      dominantBaseline="central"
                    >
                      {value.toLocaleString("en-IN")}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <ChartLegend series={stages} />
    </>
  );
}
