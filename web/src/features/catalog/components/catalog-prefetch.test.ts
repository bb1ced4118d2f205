import { afterEach, describe, expect, it, vi } from 'vitest';

const query = vi.hoisted(() => ({ settle: (): void => undefined }));
vi.mock('@/lib/query-client', () => ({
  prefetchAppQuery: () =>
    new Promise<void>((resolve) => {
      query.settle = resolve;
    }),
}));

const { FIRST_LIST_WAIT_MS, prefetchCatalog } = await import('./catalog-page');

describe('prefetchCatalog (the catalogue first render waits for its list)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const started = () => {
    const state = { settled: false };
    void prefetchCatalog().then(() => {
      state.settled = true;
    });
    return state;
  };

  it('when the list arrives, then it settles at once', async () => {
    vi.useFakeTimers();
    const state = started();
    await vi.advanceTimersByTimeAsync(100);
    expect(state.settled).toBe(false);
    query.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('when the API does not answer, then it settles after FIRST_LIST_WAIT_MS and not before', async () => {
    vi.useFakeTimers();
    const state = started();
    await vi.advanceTimersByTimeAsync(FIRST_LIST_WAIT_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });
});
