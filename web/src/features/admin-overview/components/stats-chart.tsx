import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { AdminStats } from '@contract/admin';
import { pageLocale } from '@/i18n/locale';
import { formatNumber, formatPrice } from '@/lib/format';
import { niceTicks } from './nice-ticks';
import './stats-chart.css';

export type ChartMetric = 'orders' | 'revenue';

type Point = AdminStats['series'][number];

/** Drawn at the width it is shown at, so labels keep their size on phones and desktops. */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 260;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 32, left: 56 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(MIN_WIDTH, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return width;
}

export const METRIC_LABELS: Record<ChartMetric, string> = { orders: 'Orders', revenue: 'Revenue' };

export function metricValue(point: Point, metric: ChartMetric): number {
  return metric === 'orders' ? point.amount : point.revenue;
}

/** Full value, for the summary and the table: `12` or `$1,234.50`. */
export function formatMetric(value: number, metric: ChartMetric): string {
  return metric === 'orders' ? formatNumber(value) : formatPrice(value);
}

/** `42000` -> `42K`: the axis has little room. Admin pages only, so Intl's start-up is theirs. */
function formatCompact(value: number): string {
  return new Intl.NumberFormat(pageLocale() === 'ru' ? 'ru-RU' : 'en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(Number.isFinite(value) ? value : 0);
}

/** Short value for axis labels: `12` or `$1.2K`. */
function formatTick(value: number, metric: ChartMetric): string {
  return metric === 'orders' ? formatNumber(value) : `$${formatCompact(value)}`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Series dates are calendar days (`2026-11-05`) or months (`2026-11`); anything else as sent. */
export function formatSeriesDate(date: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return dayFormat.format(new Date(`${date}T00:00:00Z`));
  if (/^\d{4}-\d{2}$/.test(date)) return monthFormat.format(new Date(`${date}-01T00:00:00Z`));
  return date;
}

/** What the chart says in words, for screen readers (the SVG is one image to them). */
export function chartSummary(series: readonly Point[], metric: ChartMetric): string {
  const label = METRIC_LABELS[metric];
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return `${label}: no data for this range`;
  let peak = first;
  let total = 0;
  for (const point of series) {
    total += metricValue(point, metric);
    if (metricValue(point, metric) > metricValue(peak, metric)) peak = point;
  }
  return (
    `${label} from ${formatSeriesDate(first.date)} to ${formatSeriesDate(last.date)}: ` +
    `total ${formatMetric(total, metric)}, highest ${formatMetric(metricValue(peak, metric), metric)} ` +
    `on ${formatSeriesDate(peak.date)}`
  );
}

interface StatsChartProps {
  series: readonly Point[];
  metric: ChartMetric;
}

/**
 * A bar chart drawn as plain SVG (no chart library in the admin chunk): up to 5 gridlines
 * from `niceTicks`, one bar per point, and the same figures as a visually hidden table.
 */
export function StatsChart({ series, metric }: StatsChartProps) {
  const figureRef = useRef<HTMLElement>(null);
  const width = useElementWidth(figureRef);

  return (
    <figure ref={figureRef} className="stats-chart">
      {series.length === 0 ? (
        <p className="stats-chart__empty muted">No data for this range yet.</p>
      ) : (
        <Chart series={series} metric={metric} width={width} />
      )}
    </figure>
  );
}

function Chart({ series, metric, width }: StatsChartProps & { width: number }) {
  const plotWidth = width - PAD.left - PAD.right;
  const values = series.map((point) => metricValue(point, metric));
  const ticks = niceTicks(Math.max(...values));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => PAD.top + PLOT_H * (1 - Math.min(value, top) / top);
  const slot = plotWidth / series.length;
  const barWidth = Math.max(1, slot * 0.7);
  const labelled = new Set([0, Math.floor((series.length - 1) / 2), series.length - 1]);

  return (
    <>
      <svg
        className="stats-chart__svg"
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={chartSummary(series, metric)}
      >
        <g className="stats-chart__grid">
          {ticks.map((tick) => (
            <g key={tick} data-tick={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
              <text x={PAD.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {formatTick(tick, metric)}
              </text>
            </g>
          ))}
        </g>
        <line
          className="stats-chart__baseline"
          x1={PAD.left}
          x2={width - PAD.right}
          y1={y(0)}
          y2={y(0)}
        />
        <text
          className="stats-chart__label"
          x={PAD.left - 8}
          y={y(0)}
          textAnchor="end"
          dominantBaseline="middle"
        >
          0
        </text>
        {series.map((point, index) => {
          const value = values[index] ?? 0;
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          return (
            <rect
              key={point.date}
              className="stats-chart__bar"
              x={x}
              y={y(value)}
              width={barWidth}
              height={y(0) - y(value)}
              rx={Math.min(3, barWidth / 3)}
            >
              <title>{`${formatSeriesDate(point.date)}: ${formatMetric(value, metric)}`}</title>
            </rect>
          );
        })}
        {[...labelled].map((index) => {
          const point = series[index];
          if (!point) return null;
          const anchor = index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle';
          const x =
            anchor === 'start'
              ? PAD.left
              : anchor === 'end'
                ? width - PAD.right
                : PAD.left + (index + 0.5) * slot;
          return (
            <text
              key={point.date}
              className="stats-chart__label"
              x={x}
              y={HEIGHT - 10}
              textAnchor={anchor}
            >
              {formatSeriesDate(point.date)}
            </text>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{METRIC_LABELS[metric]} by date</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{METRIC_LABELS[metric]}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point, index) => (
            <tr key={point.date}>
              <th scope="row">{formatSeriesDate(point.date)}</th>
              <td>{formatMetric(values[index] ?? 0, metric)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
