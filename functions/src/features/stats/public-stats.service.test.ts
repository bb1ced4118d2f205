import { describe, expect, it } from 'vitest';
import { combinePublicStats } from './public-stats.service';

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
