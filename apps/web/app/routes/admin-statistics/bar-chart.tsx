/**
 * The statistics charts, drawn with visx (SVG). This module is imported lazily by chart-section.tsx
 * and only there, so visx stays off every other route's chunks. The SVG is hidden from assistive
 * technology: the data table beside it carries the same figures.
 *
 * Direction: the SVG sits in a dir="ltr" box (SVG text anchors flip inside dir="rtl") and the chart is
 * mirrored by its scales instead: in Arabic the first category is on the right and the value axis on
 * the right, so the chart reads from the start side like the page.
 */
import { useEffect, useRef, useState } from "react";
import { AxisBottom, AxisLeft, AxisRight } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";

export interface ChartSeries {
  label: string;
  values: number[];
  /** A Tailwind fill class: the series' colour, the legend swatch uses the matching bg- class. */
  fill: string;
}

export interface BarChartProps {
  categories: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  rtl: boolean;
  /** Bars along the value axis from the start side, one row per category (long names: courses). */
  horizontal?: boolean;
  /** Fixed value domain (percentages: 0–100); otherwise from the data. */
  max?: number;
  /** Counts: whole-number ticks only (no "0.5 enrolments"). */
  whole?: boolean;
}

/** The box's width, measured in the browser (the chart is never rendered on the server). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** About five ticks of a value scale; whole numbers only when `whole`. */
const valueTicks = (scale: { ticks: (n: number) => number[] }, whole?: boolean) =>
  scale.ticks(5).filter((v) => !whole || Number.isInteger(v));

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const tickText = { fontSize: 11, fill: "currentColor", fontFamily: "inherit" } as const;
/** Labels of the axis on the start side: they end against the axis line, whichever side that is. */
const startSideLabel = (rtl: boolean) =>
  ({ ...tickText, textAnchor: rtl ? "start" : "end", dx: rtl ? "0.4em" : "-0.4em", dy: "0.33em" }) as const;

type Margin = { top: number; bottom: number; start: number; end: number };
type SizedProps = BarChartProps & { width: number; height: number };

/** The plot area inside the margins, and its offset from the SVG's left edge (the start side in ltr). */
function plotArea({ width, height, rtl }: SizedProps, margin: Margin) {
  return {
    innerW: Math.max(10, width - margin.start - margin.end),
    innerH: height - margin.top - margin.bottom,
    left: rtl ? margin.end : margin.start,
  };
}

export function BarChart(props: BarChartProps) {
  const [ref, width] = useWidth();
  const rows = props.categories.length;
  const height = props.horizontal ? Math.max(120, rows * 30 + 40) : 240;
  return (
    <div ref={ref} dir="ltr" data-slot="chart" className="w-full text-muted-foreground" style={{ height }}>
      {width > 0 ? (
        props.horizontal ? (
          <Horizontal {...props} width={width} height={height} />
        ) : (
          <Vertical {...props} width={width} height={height} />
        )
      ) : null}
    </div>
  );
}

function domainOf(series: ChartSeries[], max?: number): [number, number] {
  const values = series.flatMap((s) => s.values);
  return [Math.min(0, ...values), max ?? Math.max(1, ...values)];
}

function Vertical(props: SizedProps) {
  const { categories, series, format, rtl, max, whole, width, height } = props;
  const margin = { top: 12, bottom: 28, start: 56, end: 12 };
  const { innerW, innerH, left } = plotArea(props, margin);
  // Categories by index: two courses may share a title.
  const keys = categories.map((_, i) => String(i));
  const x = scaleBand({ domain: keys, range: rtl ? [innerW, 0] : [0, innerW], padding: 0.25 });
  const inner = scaleBand({ domain: series.map((_, i) => String(i)), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: domainOf(series, max), range: [innerH, 0], nice: true });
  // Only as many category labels as fit: about one per 64 px.
  const every = Math.max(1, Math.ceil((categories.length * 64) / innerW));
  const ValueAxis = rtl ? AxisRight : AxisLeft;
  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false">
      <Group left={left} top={margin.top}>
        {series.map((s, si) =>
          s.values.map((v, ci) => {
            const top = y(Math.max(v, 0));
            return (
              <Bar
                key={`${si}-${ci}`}
                x={(x(String(ci)) ?? 0) + (inner(String(si)) ?? 0)}
                y={top}
                width={inner.bandwidth()}
                height={Math.max(0, Math.abs(y(v) - y(0)))}
                className={s.fill}
                rx={2}
              />
            );
          }),
        )}
        <ValueAxis
          scale={y}
          left={rtl ? innerW : 0}
          tickValues={valueTicks(y, whole)}
          tickFormat={(v) => format(Number(v))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={() => startSideLabel(rtl)}
        />
        <AxisBottom
          scale={x}
          top={y(0)}
          tickValues={keys.filter((_, i) => i % every === 0)}
          tickFormat={(i) => categories[Number(i)] ?? ""}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={() => ({ ...tickText, textAnchor: "middle" })}
        />
      </Group>
    </svg>
  );
}

function Horizontal(props: SizedProps) {
  const { categories, series, format, rtl, max, whole, width, height } = props;
  const labelSpace = Math.min(200, Math.round(width * 0.4));
  const margin = { top: 8, bottom: 28, start: labelSpace, end: 16 };
  const { innerW, innerH, left } = plotArea(props, margin);
  const y = scaleBand({ domain: categories.map((_, i) => String(i)), range: [0, innerH], padding: 0.25 });
  const x = scaleLinear({ domain: domainOf(series, max), range: rtl ? [innerW, 0] : [0, innerW], nice: true });
  const LabelAxis = rtl ? AxisRight : AxisLeft;
  const values = series[0]?.values ?? [];
  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false">
      <Group left={left} top={margin.top}>
        {values.map((v, i) => {
          const a = x(0);
          const b = x(v);
          return (
            <Bar
              key={i}
              x={Math.min(a, b)}
              y={y(String(i)) ?? 0}
              width={Math.abs(b - a)}
              height={y.bandwidth()}
              className={series[0]!.fill}
              rx={2}
            />
          );
        })}
        <LabelAxis
          scale={y}
          left={rtl ? innerW : 0}
          hideTicks
          stroke="currentColor"
          tickFormat={(i) => truncate(categories[Number(i)] ?? "", Math.max(8, Math.floor(labelSpace / 7)))}
          tickLabelProps={() => startSideLabel(rtl)}
        />
        <AxisBottom
          scale={x}
          top={innerH}
          tickValues={valueTicks(x, whole)}
          tickFormat={(v) => format(Number(v))}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={() => ({ ...tickText, textAnchor: "middle" })}
        />
      </Group>
    </svg>
  );
}
