import { describe, expect, it } from 'vitest';
import { combinePublicStats, endOfUtcDay, visitClientId } from './public-stats.service';

describe('visitClientId', () => {
  it('when the day or the client differs, then the id differs, and it never holds the client', () => {
    const id = visitClientId('2026-03-01', 'ip:203.0.113.7');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(visitClientId('2026-03-01', 'ip:203.0.113.7'));
    expect(visitClientId('2026-03-02', 'ip:203.0.113.7')).not.toBe(id);
    expect(visitClientId('2026-03-01', 'ip:203.0.113.8')).not.toBe(id);
    expect(visitClientId('2026-03-01', 'uid:203.0.113.7')).not.toBe(id);
    expect(id).not.toContain('203');
  });
});

describe('endOfUtcDay', () => {
  it('when asked at any time of a UTC day, then the next midnight UTC', () => {
    const midnight = Date.parse('2026-03-02T00:00:00Z');
    for (const time of [
      '2026-03-01T00:00:00Z',
      '2026-03-01T13:45:00Z',
      '2026-03-01T23:59:59.999Z',
    ]) {
      expect(endOfUtcDay(new Date(time)).toMillis(), time).toBe(midnight);
    }
    expect(endOfUtcDay(new Date('2026-12-31T22:00:00Z')).toDate().toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('combinePublicStats', () => {
  it('when live counts are added, then base plus live, and today and visitorsToday are live only', () => {
    expect(
      combinePublicStats(
        { visitors: 100, community: 42_000, shipped: 10 },
        { visitors: 5, users: 2, shipped: 3, today: 4, visitorsToday: 3 },
      ),
    ).toEqual({ visitors: 105, community: 42_002, shipped: 13, today: 4, visitorsToday: 3 });
  });

  it('when a live counter dipped below 0, then it adds nothing', () => {
    expect(
      combinePublicStats(
        { visitors: 1, community: 2, shipped: 3 },
        { visitors: 0, users: 0, shipped: -1, today: -1, visitorsToday: -1 },
      ),
    ).toEqual({ visitors: 1, community: 2, shipped: 3, today: 0, visitorsToday: 0 });
  });
});
