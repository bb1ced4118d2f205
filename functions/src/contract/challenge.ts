import { z } from 'zod';

/**
 * The proof-of-work challenge of drop orders and raffle entries (issue 23): ALTCHA v2, served
 * by `GET /api/challenge` and solved in the browser by the `altcha` widget. The solved payload
 * travels in this header, base64 of JSON `{challenge, solution}` exactly as the widget makes it.
 */
export const ALTCHA_HEADER = 'X-Altcha';

/** Longest `X-Altcha` value read: a real payload is about 600 characters. */
export const ALTCHA_HEADER_MAX_LENGTH = 4096;

const hex = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[0-9a-f]+$/);
const positiveInt = z.number().int().positive();

/**
 * What the server signed. Strict: the signature covers exactly these fields, so anything
 * added is a forgery, not something to ignore.
 */
export const ChallengeParametersSchema = z.strictObject({
  algorithm: z.string().max(32),
  nonce: hex(64),
  salt: hex(64),
  cost: positiveInt,
  keyLength: positiveInt.max(64),
  keyPrefix: hex(128),
  keySignature: hex(128).optional(),
  expiresAt: positiveInt.optional(),
});
export type ChallengeParameters = z.infer<typeof ChallengeParametersSchema>;

/** The answer of `GET /api/challenge`, and the `challenge` half of a solved payload. */
export const ChallengeSchema = z.strictObject({
  parameters: ChallengeParametersSchema,
  signature: hex(128),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

/** The solver's answer: the counter it found and the key it derived (`time` is informative). */
export const SolutionSchema = z.strictObject({
  counter: z.number().int().nonnegative(),
  derivedKey: hex(128),
  time: z.number().nonnegative().optional(),
});

/** The decoded `X-Altcha` payload. */
export const AltchaPayloadSchema = z.strictObject({
  challenge: ChallengeSchema,
  solution: SolutionSchema,
});
export type AltchaPayload = z.infer<typeof AltchaPayloadSchema>;
