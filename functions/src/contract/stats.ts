import { z } from 'zod';

/**
 * Home page counters: GET /api/stats. `today` is today's orders (kept for older clients);
 * `visitorsToday` is today's visits (UTC day), 0 in documents written before it existed.
 */
export const PublicStatsSchema = z.object({
  visitors: z.int().nonnegative(),
  community: z.int().nonnegative(),
  shipped: z.int().nonnegative(),
  today: z.int().nonnegative(),
  visitorsToday: z.int().nonnegative().default(0),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;
