import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { logger } from 'firebase-functions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBodySchema } from '../contract/common';
import { errorHandler } from './error-handler';
import { AppError } from './errors';

let server: Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.get('/in-progress', () => {
    throw new AppError('in_progress', 'Still being placed', 409, { retryAfterSeconds: 2 });
  });
  app.get('/sold-out', () => {
    throw new AppError('out_of_stock', "'Robot' is out of stock", 409);
  });
  app.post('/api/orders', () => {
    throw Object.assign(new Error('4 DEADLINE_EXCEEDED: Deadline exceeded'), { code: 4 });
  });
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(() => {
  server.close();
});

describe('errorHandler', () => {
  it('when an error carries a code the contract lists and a wait, then both reach the client', async () => {
    const res = await fetch(`${base}/in-progress`);
    expect(res.status).toBe(409);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(ErrorBodySchema.parse(await res.json())).toEqual({
      error: 'Still being placed',
      code: 'in_progress',
    });
  });

  it('when an error has an internal code, then only its text is sent and no Retry-After', async () => {
    const res = await fetch(`${base}/sold-out`);
    expect(res.status).toBe(409);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await res.json()).toEqual({ error: "'Robot' is out of stock" });
  });

  it('when Firestore does not answer, then the client hears 503 and the log names the cause', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const res = await fetch(`${base}/api/orders`, { method: 'POST' });
    expect(res.status).toBe(503);
    expect(warn).toHaveBeenCalledWith('backend_unavailable', {
      method: 'POST',
      path: '/api/orders',
      error: { name: 'Error', message: '4 DEADLINE_EXCEEDED: Deadline exceeded', code: 4 },
    });
    warn.mockRestore();
  });

  it('when the request prefers Russian, then the text is Russian; otherwise exactly as thrown', async () => {
    const soldOut = (headers: Record<string, string>) =>
      fetch(`${base}/sold-out`, { headers }).then((res) => res.json());
    expect(await soldOut({ 'Accept-Language': 'ru' })).toEqual({
      error: 'Товар «Robot» закончился',
    });
    expect(await soldOut({ 'Accept-Language': 'en' })).toEqual({
      error: "'Robot' is out of stock",
    });
    expect(await soldOut({ 'Accept-Language': 'de-DE,en;q=0.9,ru;q=0.5' })).toEqual({
      error: "'Robot' is out of stock",
    });
  });
});
