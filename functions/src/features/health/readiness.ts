import type { ReadinessCheck, ReadinessResponse } from '../../contract/health';
import { DeadlineExceeded, PROBE_DEADLINE_MS, withDeadline } from '../../core/deadline';

/** One dependency probe; resolves when the dependency answered as a healthy one would. */
export type Probe = () => Promise<unknown>;

/** The answer is public, so it is worked out at most once per this many milliseconds. */
export const READINESS_CACHE_MS = 5_000;

async function check(probe: Probe, what: string): Promise<ReadinessCheck> {
  try {
    await withDeadline(probe(), PROBE_DEADLINE_MS, what);
    return 'ok';
  } catch (err) {
    return err instanceof DeadlineExceeded ? 'slow' : 'down';
  }
}

/**
 * Readiness with a short in-memory cache: callers within READINESS_CACHE_MS of a run (or
 * during one) share its answer, so a flood of public calls costs at most one probe each way.
 */
export function readiness(
  probes: { firestore: Probe; auth: Probe },
  now: () => number = Date.now,
): () => Promise<ReadinessResponse> {
  let cached: { at: number; answer: Promise<ReadinessResponse> } | null = null;
  return () => {
    if (cached && now() - cached.at < READINESS_CACHE_MS) return cached.answer;
    const answer = Promise.all([
      check(probes.firestore, 'firestore probe'),
      check(probes.auth, 'auth probe'),
    ]).then(([firestore, auth]) => ({
      ok: firestore === 'ok' && auth === 'ok',
      checks: { firestore, auth },
    }));
    cached = { at: now(), answer };
    return answer;
  };
}
