import { describe, expect, it, vi } from 'vitest';
import { PROBE_DEADLINE_MS } from '../../core/deadline';
import { readiness, READINESS_CACHE_MS } from './readiness';

const never = () => new Promise<never>(() => undefined);
const ok = () => Promise.resolve();

describe('readiness', () => {
  it('when both answer, then ok with every check ok', async () => {
    expect(await readiness({ firestore: ok, auth: ok })()).toEqual({
      ok: true,
      checks: { firestore: 'ok', auth: 'ok' },
    });
  });

  it('when Firestore never answers, then not ok and firestore "slow" after the probe deadline', async () => {
    vi.useFakeTimers();
    try {
      const answer = readiness({ firestore: never, auth: ok })();
      await vi.advanceTimersByTimeAsync(PROBE_DEADLINE_MS);
      expect(await answer).toEqual({ ok: false, checks: { firestore: 'slow', auth: 'ok' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('when Auth fails, then not ok and auth "down"', async () => {
    const auth = () => Promise.reject(new Error('connect ECONNREFUSED'));
    expect(await readiness({ firestore: ok, auth })()).toEqual({
      ok: false,
      checks: { firestore: 'ok', auth: 'down' },
    });
  });

  it('when asked again within the cache time, then the probes are not run again', async () => {
    let now = 0;
    const firestore = vi.fn(ok);
    const ready = readiness({ firestore, auth: ok }, () => now);
    await ready();
    now = READINESS_CACHE_MS - 1;
    await ready();
    expect(firestore).toHaveBeenCalledTimes(1);
    now = READINESS_CACHE_MS;
    await ready();
    expect(firestore).toHaveBeenCalledTimes(2);
  });
});
