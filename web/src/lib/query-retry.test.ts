import { describe, expect, it } from 'vitest';
import { ApiError, TIMEOUT_MESSAGE } from './api-error';
import { REQUEST_TIMEOUT_MS } from './api-client';
import { QUERY_RETRIES, queryRetryDelay, shouldRetryQuery } from './query-retry';

const unavailable = new ApiError(503, 'The store is busy', { retryAfterSeconds: 5 });
const timeout = new ApiError(0, TIMEOUT_MESSAGE, { timedOut: true });

describe('query retry policy', () => {
  it('when the server is unavailable or the network fails, then the query is retried once', () => {
    expect(shouldRetryQuery(0, unavailable)).toBe(true);
    expect(shouldRetryQuery(1, unavailable)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(0, 'Network error'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(0, 'Network error'))).toBe(false);
  });

  it('when the attempt timed out, then it is not retried', () => {
    expect(shouldRetryQuery(0, timeout)).toBe(false);
  });

  it('when the answer is a 4xx, then it is not retried', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'Product not found'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(403, 'Forbidden'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(429, 'Too many requests'))).toBe(false);
  });

  it('waits Retry-After when given, a second otherwise, never more than 2 s', () => {
    expect(queryRetryDelay(0, unavailable)).toBe(2_000);
    expect(queryRetryDelay(0, new ApiError(503, 'x', { retryAfterSeconds: 1 }))).toBe(1_000);
    expect(queryRetryDelay(0, new Error('x'))).toBe(1_000);
  });

  it('a stalled API reaches the error state within 20 s: attempts x timeout + waits', () => {
    const worst = (QUERY_RETRIES + 1) * REQUEST_TIMEOUT_MS + QUERY_RETRIES * 2_000;
    expect(worst).toBeLessThanOrEqual(20_000);
  });
});
