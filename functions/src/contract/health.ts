import { z } from 'zod';

/** GET /api/health: the web app uses it to choose server save versus local-only save. */
export const HealthResponseSchema = z.object({
  ok: z.literal(true),
  time: z.iso.datetime({ offset: true }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
