import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBodySchema } from '../contract/common';
import {
  DeadlineExceeded,
  isUnavailable,
  requestDeadline,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  withDeadline,
} from './deadline';
import { errorHandler } from './error-handler';

/** A backend that never answers. */
const never = () => new Promise<never>(() => undefined);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withDeadline', () => {
  it('when the call answers in time, then its value is returned', async () => {
    await expect(withDeadline(Promise.resolve(7), 50, 'x')).resolves.toBe(7);
  });

  it('when the call fails in time, then its own error is kept', async () => {
    await expect(withDeadline(Promise.reject(new Error('boom')), 50, 'x')).rejects.toThrow('boom');
  });

  it('when the call never answers, then DeadlineExceeded names it after the deadline', async () => {
    vi.useFakeTimers();
    try {
      const result = withDeadline(never(), 5_000, 'product read');
      const settled = expect(result).rejects.toBeInstanceOf(DeadlineExceeded);
      await vi.advanceTimersByTimeAsync(5_000);
      await settled;
      await expect(result).rejects.toThrow('product read did not answer within 5000 ms');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isUnavailable', () => {
  it('when Firestore says UNAVAILABLE or DEADLINE_EXCEEDED, or a deadline passed, then true', () => {
    expect(isUnavailable({ code: 14 })).toBe(true);
    expect(isUnavailable({ code: 4 })).toBe(true);
    expect(isUnavailable({ code: 'app/network-error' })).toBe(true);
    expect(isUnavailable(new DeadlineExceeded('x', 1))).toBe(true);
  });

  it('when the error is anything else, then false', () => {
    expect(isUnavailable({ code: 9 })).toBe(false);
    expect(isUnavailable({ code: 'auth/id-token-expired' })).toBe(false);
    expect(isUnavailable(new Error('x'))).toBe(false);
    expect(isUnavailable(null)).toBe(false);
  });
});

let server: Server;
let base = '';
const late = { answered: false, failed: false };

beforeAll(async () => {
  const app = express();
  app.use(requestDeadline(100, { '/upload': 400 }));
  app.post('/upload', async (_req, res) => {
    await wait(250);
    res.status(201).json({ stored: true });
  });
  app.get('/hangs', async () => {
    await never();
  });
  app.get('/answers-late', async (_req, res) => {
    await wait(250);
    res.status(200).set('X-Late', '1').json({ late: true });
    late.answered = true;
  });
  app.get('/fails-late', async () => {
    await wait(250);
    late.failed = true;
    throw new Error('late failure');
  });
  app.post('/api/orders', async () => {
    await never();
  });
  app.post('/api/support/tickets', async () => {
    await never();
  });
  app.get('/firestore-down', () => {
    throw Object.assign(new Error('14 UNAVAILABLE: no connection'), { code: 14 });
  });
  app.post('/firestore-slow', () => {
    throw Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 });
  });
  app.get('/fast', (_req, res) => {
    res.json({ fast: true });
  });
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(() => {
  server.close();
});

async function expect503(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ErrorBodySchema.parse(await res.json()).error;
}

describe('requestDeadline', () => {
  it('when a handler never answers, then 503 JSON with Retry-After at the deadline', async () => {
    const started = Date.now();
    const error = await expect503(await fetch(`${base}/hangs`));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error).toBe('The store is not answering right now. Please try again in a moment.');
  });

  it('when the handler answers after the 503, then its answer goes nowhere and nothing breaks', async () => {
    await expect503(await fetch(`${base}/answers-late`));
    await vi.waitFor(() => {
      expect(late.answered).toBe(true);
    });
    const again = await fetch(`${base}/fast`);
    expect(await again.json()).toEqual({ fast: true });
  });

  it('when the handler fails after the 503, then the failure is only logged', async () => {
    await expect503(await fetch(`${base}/fails-late`));
    await vi.waitFor(() => {
      expect(late.failed).toBe(true);
    });
    await wait(20);
    expect((await fetch(`${base}/fast`)).status).toBe(200);
  });

  it('when a checkout times out, then the 503 says it can be retried without a second order', async () => {
    const error = await expect503(await fetch(`${base}/api/orders`, { method: 'POST' }));
    expect(error).toMatch(/will not be placed twice/);
  });

  it('when another write times out, then the 503 says it could not be confirmed', async () => {
    const error = await expect503(await fetch(`${base}/api/support/tickets`, { method: 'POST' }));
    expect(error).toMatch(/could not confirm/);
  });

  it('when a write to a path with a longer deadline takes longer than the default, then it answers', async () => {
    const res = await fetch(`${base}/upload`, { method: 'POST' });
    expect(res.status).toBe(201);
  });

  it('when a handler answers in time, then nothing changes', async () => {
    const res = await fetch(`${base}/fast`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fast: true });
  });
});

describe('errorHandler with backend faults', () => {
  it('when Firestore answers UNAVAILABLE, then 503 JSON with Retry-After, never a 500', async () => {
    const error = await expect503(await fetch(`${base}/firestore-down`));
    expect(error).not.toMatch(/UNAVAILABLE/);
  });

  it('when Firestore answers DEADLINE_EXCEEDED to a write, then 503 "could not confirm"', async () => {
    expect(await expect503(await fetch(`${base}/firestore-slow`, { method: 'POST' }))).toMatch(
      /could not confirm/,
    );
  });
});
