import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('when less than an hour is left, then minutes and seconds, rounded up', () => {
    expect(formatCountdown(2_001)).toBe('00:03');
    expect(formatCountdown(59 * 60_000 + 59_000)).toBe('59:59');
  });

  it('when hours or days are left, then they lead', () => {
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000)).toBe(
      '2d 03:04:05',
    );
  });

  it('when the time has passed, then zero', () => {
    expect(formatCountdown(-5_000)).toBe('00:00');
  });
});
