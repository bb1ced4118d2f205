import { startTransition, useEffect, useState } from 'react';

/** The longest a busy browser delays the work: then it runs anyway. */
export const IDLE_WAIT_MS = 2_000;

/**
 * False on the first render, true from the browser's first idle period after it (at the latest
 * IDLE_WAIT_MS later; without `requestIdleCallback`, the next task). For what a page's first
 * screen does not need, so that it does not run in the same tasks as the first render.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    // A transition: the re-render it causes yields to the browser like the first one.
    const done = () => {
      startTransition(() => {
        setIdle(true);
      });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
      return () => {
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(done, 0);
    return () => {
      window.clearTimeout(id);
    };
  }, [idle]);
  return idle;
}
