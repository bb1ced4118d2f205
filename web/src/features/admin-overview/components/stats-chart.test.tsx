import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartSummary, formatSeriesDate, StatsChart } from './stats-chart';

const series = [
  { date: '2026-11-01', amount: 2, revenue: 60 },
  { date: '2026-11-02', amount: 0, revenue: 0 },
  { date: '2026-11-03', amount: 7, revenue: 245.5 },
  { date: '2026-11-04', amount: 3, revenue: 90 },
];

const gridTicks = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-tick]')].map((node) => node.getAttribute('data-tick'));

describe('StatsChart', () => {
  it('draws one bar per day and the gridlines niceTicks chooses for the maximum', () => {
    const { container } = render(<StatsChart series={series} metric="orders" />);
    const bars = container.querySelectorAll('.stats-chart__bar');
    expect(bars).toHaveLength(4);
    // Max 7 orders: steps of 2 up to 8.
    expect(gridTicks(container)).toEqual(['2', '4', '6', '8']);
    const heights = [...bars].map((bar) => Number(bar.getAttribute('height')));
    expect(heights[1]).toBe(0);
    // Bars are proportional to their value on the 0..8 scale.
    expect((heights[2] ?? 0) / (heights[0] ?? 1)).toBeCloseTo(7 / 2);
  });

  it('scales to revenue when that is the metric', () => {
    const { container } = render(<StatsChart series={series} metric="revenue" />);
    expect(gridTicks(container)).toEqual(['50', '100', '150', '200', '250']);
    expect(container.querySelector('[data-tick="250"] text')?.textContent).toBe('$250');
  });

  it('is one image with a summary for screen readers, and a table of the figures', () => {
    render(<StatsChart series={series} metric="orders" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Orders from 1 Nov to 4 Nov: total 12, highest 7 on 3 Nov',
    );
    const table = screen.getByRole('table', { name: 'Orders by date' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[3]?.textContent).toBe('3 Nov7');
  });

  it('says there is no data rather than drawing an empty chart', () => {
    render(<StatsChart series={[]} metric="orders" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No data for this range yet.')).toBeInTheDocument();
  });
});

describe('formatSeriesDate', () => {
  it('reads days and months, and leaves anything else as sent', () => {
    expect(formatSeriesDate('2026-01-05')).toBe('5 Jan');
    expect(formatSeriesDate('2026-02')).toBe('Feb 2026');
    expect(formatSeriesDate('week 12')).toBe('week 12');
  });
});

describe('chartSummary', () => {
  it('sums revenue in dollars', () => {
    expect(chartSummary(series, 'revenue')).toBe(
      'Revenue from 1 Nov to 4 Nov: total $395.50, highest $245.50 on 3 Nov',
    );
  });
});
