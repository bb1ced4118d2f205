import { describe, expect, it } from 'vitest';
import { parseReleaseTime, RELEASE_TIME_ERROR, releaseTimeText } from './release-time-input';

describe('release time input', () => {
  it('when blank, then no release time (null)', () => {
    expect(parseReleaseTime('  ')).toEqual({ ok: true, value: null });
  });

  it('when a local date and time, then the same instant in UTC', () => {
    const local = new Date(2026, 11, 1, 18, 0, 30);
    expect(parseReleaseTime('2026-12-01 18:00:30')).toEqual({
      ok: true,
      value: local.toISOString(),
    });
    expect(parseReleaseTime('2026-12-01T18:00')).toEqual({
      ok: true,
      value: new Date(2026, 11, 1, 18, 0).toISOString(),
    });
  });

  it('when written with an offset, then that offset is used', () => {
    expect(parseReleaseTime('2026-12-01T18:00:00+02:00')).toEqual({
      ok: true,
      value: '2026-12-01T16:00:00.000Z',
    });
  });

  it.each(['tomorrow', '2026-12-01', '2026-02-31 10:00', '2026-12-01 25:00', '1.12.2026 18:00'])(
    'when %s, then the field says how to write it',
    (text) => {
      expect(parseReleaseTime(text)).toEqual({ ok: false, error: RELEASE_TIME_ERROR });
    },
  );

  it('when a stored time is shown, then it reads back to the same instant', () => {
    const iso = new Date(2026, 11, 1, 18, 5, 9).toISOString();
    expect(releaseTimeText(iso)).toBe('2026-12-01 18:05:09');
    expect(parseReleaseTime(releaseTimeText(iso))).toEqual({ ok: true, value: iso });
    expect(releaseTimeText(undefined)).toBe('');
  });
});
