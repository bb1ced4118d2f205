import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
