import { z } from 'zod';

/**
 * Machine-readable reasons a client acts on, beside the human `error` text:
 * `in_progress` (409 with `Retry-After`): the same `Idempotency-Key` is being handled by
 * another request right now; send it again after the wait and it replays the result.
 * `reauth_required` (401): an admin's sign-in is too old for passport data or the orders
 * export; sign in again (POST /api/auth/firebase-login with a fresh ID token) and repeat.
 * `challenge_required` (403): a drop order or raffle entry lacks a fresh, unspent solved
 * proof-of-work (`X-Altcha`, contract/challenge.ts); solve a new one and send it again.
 */
export const ErrorCodeSchema = z.enum(['in_progress', 'reauth_required', 'challenge_required']);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Every failed `/api` call answers with this body and a 4xx/5xx status. */
export const ErrorBodySchema = z.object({ error: z.string(), code: ErrorCodeSchema.optional() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Money in US dollars, at most cents precision, never negative. */
export const MoneySchema = z.number().nonnegative().multipleOf(0.01);

/** Document ids we generate or accept from paths: short, URL-safe. */
export const IdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

export const OkSchema = z.object({ ok: z.literal(true) });
