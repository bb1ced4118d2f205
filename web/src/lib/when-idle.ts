/**
 * Runs `run` in the browser's next idle period, at the latest after `timeoutMs` (without
 * `requestIdleCallback`, after `fallbackMs`): for work that must not compete with a render.
 */
export function whenIdle(run: () => void, timeoutMs = 5000, fallbackMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => run(), { timeout: timeoutMs });
  } else {
    window.setTimeout(run, fallbackMs);
  }
}
