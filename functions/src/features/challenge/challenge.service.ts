import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import {
  ALTCHA_HEADER_MAX_LENGTH,
  AltchaPayloadSchema,
  type AltchaPayload,
  type Challenge,
} from '../../contract/challenge';
import { challengeConfig, type ChallengeConfig } from '../../core/env';
import { AppError } from '../../core/errors';

/**
 * ALTCHA v2 in deterministic mode: the server derives the key for a random counter and
 * publishes half of it, so the work is bounded (the solver tries counters from 0 up to it)
 * and a solution is checked with one HMAC of its key. SHA-256 runs on Node 20 and in every
 * browser through Web Crypto, with no WebAssembly (no 'wasm-unsafe-eval' in the CSP).
 */
export const CHALLENGE_ALGORITHM = 'SHA-256';

/** One SHA-256 round per counter: the work is set by the counter's range alone. */
const COST = 1;

/** The secret that signs a solution's key, kept apart from the one that signs parameters. */
const keySecret = (config: ChallengeConfig) => `${config.hmacSecret}:derived-key`;

/** What a verified solution stands for: its challenge's nonce and when that challenge expires. */
export interface VerifiedChallenge {
  nonce: string;
  expiresAtMs: number;
}

export const challengeRefused = (message: string) =>
  new AppError('challenge_required', message, 403);

/** The header decoded, or null when it is no base64 JSON payload of the contract's shape. */
export function decodePayload(header: string): AltchaPayload | null {
  if (header.length > ALTCHA_HEADER_MAX_LENGTH) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    const parsed = AltchaPayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const challengeService = {
  /** A fresh challenge, signed, valid for `ttlSeconds`. Stateless: nothing is stored. */
  async issue(config = challengeConfig(), nowMs = Date.now()): Promise<Challenge> {
    const challenge = await createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: COST,
      counter: randomInt(config.maxCounter, Math.floor(config.maxCounter / 2)),
      deriveKey,
      expiresAt: Math.floor(nowMs / 1000) + config.ttlSeconds,
      hmacSignatureSecret: config.hmacSecret,
      hmacKeySignatureSecret: keySecret(config),
    });
    // Through JSON: the library leaves unused optional parameters as undefined keys.
    return JSON.parse(JSON.stringify(challenge)) as Challenge;
  },

  /**
   * The `X-Altcha` header checked: present, well formed, signed by us, not expired, solved.
   * Throws 403 `{error}` otherwise. Whether it was spent already is the repository's part.
   */
  async verify(
    header: string | undefined,
    config = challengeConfig(),
    nowMs = Date.now(),
  ): Promise<VerifiedChallenge> {
    if (!header) throw challengeRefused('This drop needs the browser check: reload the page');
    const payload = decodePayload(header);
    if (!payload) throw challengeRefused('The browser check is not valid: reload the page');
    const { parameters } = payload.challenge;
    const expiresAtMs = (parameters.expiresAt ?? 0) * 1000;
    if (parameters.algorithm !== CHALLENGE_ALGORITHM || expiresAtMs <= nowMs) {
      throw challengeRefused('The browser check has expired: reload the page');
    }
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: config.hmacSecret,
      hmacKeySignatureSecret: keySecret(config),
    });
    if (result.expired) throw challengeRefused('The browser check has expired: reload the page');
    if (!result.verified) {
      throw challengeRefused('The browser check is not valid: reload the page');
    }
    return { nonce: parameters.nonce, expiresAtMs };
  },
};
