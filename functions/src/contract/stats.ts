import { z } from 'zod';

/** Home page counters (visitors, community, shipped, today): GET /api/stats. */
export const PublicStatsSchema = z.object({
  visitors: z.int().nonnegative(),
  community: z.int().nonnegative(),
  shipped: z.int().nonnegative(),
  today: z.int().nonnegative(),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;
