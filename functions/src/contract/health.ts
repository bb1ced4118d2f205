import { z } from 'zod';

/** GET /api/health: the web app uses it to choose server save versus local-only save. */
export const HealthResponseSchema = z.object({
  ok: z.literal(true),
  time: z.iso.datetime({ offset: true }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** One dependency's state: answered, failed, or did not answer within its deadline. */
export const ReadinessCheckSchema = z.enum(['ok', 'down', 'slow']);
export type ReadinessCheck = z.infer<typeof ReadinessCheckSchema>;

/**
 * GET /api/health/ready: whether the store can serve shoppers (Firestore and Auth answer).
 * 200 with `ok: true` when every check is 'ok', else 503 naming what failed.
 */
export const ReadinessResponseSchema = z.object({
  ok: z.boolean(),
  checks: z.object({ firestore: ReadinessCheckSchema, auth: ReadinessCheckSchema }),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;
