import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../contract/common';
import { HealthResponseSchema } from '../contract/health';
import { createApp } from './app';

// The app shell without Firestore: routing, JSON errors and headers.
let server: Server;
let base = '';

beforeAll(async () => {
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(() => {
  server.close();
});

describe('app shell', () => {
  it('answers health with ok and no-store', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(HealthResponseSchema.parse(await res.json()).ok).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await fetch(`${base}/api/does-not-exist`);
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(await res.json())).toEqual({ error: 'Not found' });
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await fetch(`${base}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(await res.json())).toEqual({ error: 'Malformed request body' });
  });

  it('answers an oversized body with a JSON 413', async () => {
    const res = await fetch(`${base}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(ErrorBodySchema.parse(await res.json())).toEqual({ error: 'Request body too large' });
  });
});
