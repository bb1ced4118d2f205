import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ALTCHA_HEADER, ChallengeSchema, type Challenge } from '@contract/challenge';
import { baseUrl } from './emulators';

/** A fresh challenge from `GET /api/challenge`, as the widget fetches it. */
export async function fetchChallenge(): Promise<Challenge> {
  const res = await fetch(`${baseUrl}/api/challenge`);
  if (res.status !== 200) throw new Error(`GET /api/challenge answered ${String(res.status)}`);
  return ChallengeSchema.parse(await res.json());
}

/** The payload of a solved challenge, base64 of JSON `{challenge, solution}` as the widget sends it. */
export async function solvedPayload(challenge?: Challenge): Promise<string> {
  const wanted = challenge ?? (await fetchChallenge());
  const solution = await solveChallenge({ challenge: wanted, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  const payload = {
    challenge: { parameters: wanted.parameters, signature: wanted.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Headers carrying a freshly solved challenge: each drop order (or raffle entry) needs its own. */
export async function altchaHeader(challenge?: Challenge): Promise<Record<string, string>> {
  return { [ALTCHA_HEADER]: await solvedPayload(challenge) };
}
