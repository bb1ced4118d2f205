// The server's clock as the browser can know it (issue 23: a drop's countdown must not trust a
// shopper's wrong clock). The api client hands over the `Date` header of every answer that is
// `no-store` (a fresh answer, never a cached copy with an old date: the live-stock poll, quotes,
// orders). `Date` is whole seconds, written while the request was in flight, so each answer
// bounds the offset (server minus browser) from both sides; the bounds of all answers so far
// are intersected and the middle taken: within ±0.5 s after one answer, tighter after a few.

let low = Number.NEGATIVE_INFINITY;
let high = Number.POSITIVE_INFINITY;

/** Learns from one fresh answer: its `Date` header, and when it was sent and received. */
export function recordServerDate(date: string | null, sentAt: number, receivedAt: number): void {
  const serverMs = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(serverMs)) return;
  const answerLow = serverMs - receivedAt;
  const answerHigh = serverMs + 1000 - sentAt;
  // Bounds that no longer meet: one of the clocks was set meanwhile, so start over.
  if (answerLow > high || answerHigh < low) resetServerClock();
  low = Math.max(low, answerLow);
  high = Math.min(high, answerHigh);
}

/** Server time minus browser time, in ms (0 until a fresh answer came). */
export function serverOffset(): number {
  return Number.isFinite(low) ? Math.round((low + high) / 2) : 0;
}

/** The server's time now, in ms since the epoch. */
export const serverNow = (): number => Date.now() + serverOffset();

/** Forgets what was learnt (tests, or a clock that jumped). */
export function resetServerClock(): void {
  low = Number.NEGATIVE_INFINITY;
  high = Number.POSITIVE_INFINITY;
}
