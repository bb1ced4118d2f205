import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WAIT_MS, useAfterIdle } from './use-after-idle';

/** A stand-in for requestIdleCallback: `idle()` runs what waits, as a browser's idle period. */
function fakeIdleCallbacks() {
  const waiting = new Map<number, { run: IdleRequestCallback; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) => {
    waiting.set(next, { run, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    waiting.delete(id);
  });
  return {
    waiting,
    idle: () => {
      act(() => {
        for (const [id, { run }] of [...waiting]) {
          waiting.delete(id);
          run({ didTimeout: false, timeRemaining: () => 10 });
        }
      });
    },
  };
}

describe('useAfterIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is false until the browser is idle, then true, with the wait capped at IDLE_WAIT_MS', () => {
    const browser = fakeIdleCallbacks();
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);
    expect([...browser.waiting.values()].map((w) => w.timeout)).toEqual([IDLE_WAIT_MS]);

    browser.idle();
    expect(result.current).toBe(true);
    expect(browser.waiting.size).toBe(0);
  });

  it('when the component goes before the browser is idle, then nothing waits any more', () => {
    const browser = fakeIdleCallbacks();
    const { unmount } = renderHook(() => useAfterIdle());
    expect(browser.waiting.size).toBe(1);
    unmount();
    expect(browser.waiting.size).toBe(0);
  });

  it('without requestIdleCallback, it turns true in the next task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterIdle());
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);
  });
});
