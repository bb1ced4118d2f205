import { ApiError } from './api-error';

/**
 * How the query client asks again. The budget is 'an error with Try again within 20 s of a
 * stalled API': one attempt of at most 8 s (the client timeout), one retry after at most
 * 2 s, one more attempt of 8 s. So a query is retried once at most, and not at all when
 * asking again cannot help in time:
 * - a timeout: the second attempt would most likely stall as long, and the shopper's own
 *   'Try again' (or the next mount) asks again anyway;
 * - a 4xx: answers like 404 or 403 will not change by asking again.
 * A 5xx (the API's 503 while Firestore is down) or a network error is retried once.
 */
export const QUERY_RETRIES = 1;
const MAX_RETRY_DELAY_MS = 2_000;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.timedOut) return false;
  return !(error.status >= 400 && error.status < 500);
}

/** The server's `Retry-After` when it sent one, else a second; never more than 2 s. */
export function queryRetryDelay(_failureCount: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return Math.min((asked ?? 1) * 1000, MAX_RETRY_DELAY_MS);
}
