/**
 * At most this long the app waits for its first paint to be reported. A visible page whose
 * paint is that late has a stalled display (Lighthouse's runs on a busy machine saw frames
 * presented 1 s after they were painted): the app's requests still wait for it, as they would
 * otherwise count into that paint. A tab that hides stops the wait at once.
 */
export const FIRST_PAINT_WAIT_MS = 2_000;

/**
 * Whether the HTML carries the page's own first paint (index.html's hero, the function's
 * product top or catalogue screen) in place of the shell's page loader (web/index.html).
 */
export function hasStaticFirstPaint(root: Element): boolean {
  return root.querySelector('.page-loader') === null;
}

/**
 * Settles once the document's first contentful paint is on screen: when its `paint` entry is
 * reported (after the frame is presented, which can be well after the main thread painted it).
 * A hidden tab paints nothing: it settles at once, or as soon as the tab hides; at the latest
 * after FIRST_PAINT_WAIT_MS. A browser without paint timing settles at once: its app starts as
 * it did before this wait.
 *
 * Why (main.tsx): requests that end before the first paint count, in Lighthouse's simulated
 * mobile load, as if the paint had waited for them; on a fast network the page's chunks and
 * their stylesheets did, and added about 0.6 s to `/catalog`'s LCP.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes.includes('paint')
    ) {
      resolve();
      return;
    }
    // The first of the three settles it; the others then only call `done` again, which does
    // nothing more (the first-load bytes of every page carry this: it stays small).
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(done, FIRST_PAINT_WAIT_MS);
    // Hidden, the tab paints nothing; visible again, it has nothing left to wait for.
    document.addEventListener('visibilitychange', done, { once: true });
  });
}
