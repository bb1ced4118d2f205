import { describe, expect, it } from 'vitest';
import { MAX_GRIDLINES, niceTicks } from './nice-ticks';

describe('niceTicks', () => {
  it('uses steps of 1 up to five', () => {
    expect(niceTicks(1)).toEqual([1]);
    expect(niceTicks(4)).toEqual([1, 2, 3, 4]);
    expect(niceTicks(5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves to steps of 2, then 5, then 10 as the maximum grows', () => {
    expect(niceTicks(6)).toEqual([2, 4, 6]);
    expect(niceTicks(7)).toEqual([2, 4, 6, 8]);
    expect(niceTicks(10)).toEqual([2, 4, 6, 8, 10]);
    expect(niceTicks(11)).toEqual([5, 10, 15]);
    expect(niceTicks(25)).toEqual([5, 10, 15, 20, 25]);
    expect(niceTicks(26)).toEqual([10, 20, 30]);
  });

  it('scales by powers of ten for large values such as revenue', () => {
    expect(niceTicks(100)).toEqual([20, 40, 60, 80, 100]);
    expect(niceTicks(101)).toEqual([50, 100, 150]);
    expect(niceTicks(1000)).toEqual([200, 400, 600, 800, 1000]);
    expect(niceTicks(12_345.67)).toEqual([5000, 10_000, 15_000]);
    expect(niceTicks(999_999)).toEqual([200_000, 400_000, 600_000, 800_000, 1_000_000]);
  });

  it('covers the maximum with at most five gridlines, each step 1, 2 or 5 × 10^n', () => {
    for (const max of [0.4, 1, 3, 9, 13, 49, 51, 99, 250, 333, 4321, 87_654, 1e9 + 1]) {
      const ticks = niceTicks(max);
      expect(ticks.length).toBeLessThanOrEqual(MAX_GRIDLINES);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      const step = ticks[0] ?? 0;
      const mantissa = step / 10 ** Math.floor(Math.log10(step));
      expect([1, 2, 5]).toContain(Math.round(mantissa));
      ticks.forEach((tick, index) => {
        expect(tick).toBe(step * (index + 1));
      });
    }
  });

  it('gives one gridline at 1 when there is nothing to show', () => {
    expect(niceTicks(0)).toEqual([1]);
    expect(niceTicks(-3)).toEqual([1]);
    expect(niceTicks(Number.NaN)).toEqual([1]);
    expect(niceTicks(0.25)).toEqual([1]);
  });

  it('honours a smaller limit', () => {
    expect(niceTicks(10, 3)).toEqual([5, 10]);
    expect(niceTicks(3, 1)).toEqual([5]);
  });
});
