/** The most gridlines a chart draws. */
export const MAX_GRIDLINES = 5;

const STEP_FACTORS = [1, 2, 5] as const;

/**
 * Gridline values for a chart whose largest value is `max`: multiples of one step of
 * 1, 2 or 5 × 10^n (never below 1: counts and dollars), the smallest step for which at
 * most `maxLines` gridlines reach `max`. Zero is the baseline, not a gridline.
 *
 * `niceTicks(7)` -> [2, 4, 6, 8]; `niceTicks(100)` -> [20, 40, 60, 80, 100].
 */
export function niceTicks(max: number, maxLines = MAX_GRIDLINES): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  const lines = Math.max(1, Math.floor(maxLines));
  const step = niceStep(top, lines);
  const count = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: count }, (_, index) => (index + 1) * step);
}

function niceStep(top: number, lines: number): number {
  const rough = top / lines;
  if (rough <= 1) return 1;
  let magnitude = 10 ** Math.floor(Math.log10(rough));
  // Floating point can leave `magnitude` a hair off (log10(1000) = 2.9999…): walk up until
  // a step fits rather than trusting one formula.
  for (;;) {
    for (const factor of STEP_FACTORS) {
      const step = factor * magnitude;
      if (Math.ceil(top / step) <= lines) return step;
    }
    magnitude *= 10;
  }
}
