import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import type { Challenge } from '../../contract/challenge';
import { challengeConfig, DEMO_ALTCHA_HMAC_SECRET } from '../../core/env';
import { challengeService, decodePayload } from './challenge.service';

const config = { hmacSecret: 'k'.repeat(32), maxCounter: 200, ttlSeconds: 600 };

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const refusal = (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({ status: 403, code: 'challenge_required' });

describe('challengeService', () => {
  it('when a challenge is solved, then it verifies once decoded, naming its nonce and expiry', async () => {
    const now = Date.now();
    const challenge = await challengeService.issue(config, now);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    const verified = await challengeService.verify(await solved(challenge), config, now);
    expect(verified).toEqual({
      nonce: challenge.parameters.nonce,
      expiresAtMs: (challenge.parameters.expiresAt ?? 0) * 1000,
    });
  });

  it('when the header is missing, malformed, expired, forged or signed with another key, then 403', async () => {
    const now = Date.now();
    const challenge = await challengeService.issue(config, now);
    const good = await solved(challenge);
    await refusal(challengeService.verify(undefined, config, now));
    await refusal(challengeService.verify('bm90IGpzb24=', config, now));
    await refusal(challengeService.verify(good, config, now + 601_000));
    await refusal(challengeService.verify(good, { ...config, hmacSecret: 'x'.repeat(32) }, now));
    const forged = await solved({
      ...challenge,
      parameters: { ...challenge.parameters, keyPrefix: '00' },
    });
    await refusal(challengeService.verify(forged, config, now));
  });

  it('when the payload carries fields the server never signed, then it does not decode', async () => {
    const challenge = await challengeService.issue(config);
    const payload = JSON.parse(Buffer.from(await solved(challenge), 'base64').toString()) as {
      challenge: { parameters: Record<string, unknown> };
    };
    payload.challenge.parameters.extra = 1;
    expect(decodePayload(Buffer.from(JSON.stringify(payload)).toString('base64'))).toBeNull();
    expect(decodePayload('x'.repeat(5000))).toBeNull();
  });
});

describe('challengeConfig', () => {
  it('uses the demo key only under the emulators, and refuses a short or missing key elsewhere', () => {
    expect(challengeConfig({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      hmacSecret: DEMO_ALTCHA_HMAC_SECRET,
      maxCounter: 20_000,
      ttlSeconds: 600,
    });
    expect(() => challengeConfig({})).toThrow(/ALTCHA_HMAC_SECRET must be set/);
    expect(() => challengeConfig({ ALTCHA_HMAC_SECRET: 'short' })).toThrow(/at least 32/);
    expect(
      challengeConfig({ ALTCHA_HMAC_SECRET: 's'.repeat(32), ALTCHA_MAX_COUNTER: '5000' }),
    ).toMatchObject({ hmacSecret: 's'.repeat(32), maxCounter: 5000 });
  });
});
