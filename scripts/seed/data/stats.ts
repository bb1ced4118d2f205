import type { PublicStats } from '@contract/stats';

/** Home page counters (spec section 1); the community figure matches the "42k+" highlight. */
export const publicStats: PublicStats = {
  visitors: 128430,
  community: 42000,
  shipped: 18760,
  today: 312,
};
