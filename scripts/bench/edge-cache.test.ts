import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedLifetime, startEdgeCache, type EdgeCache } from './edge-cache';

interface Origin {
  url: string;
  /** Requests the origin answered, as "METHOD /path". */
  seen: string[];
  close: () => Promise<void>;
}

/** An origin whose answers each test sets per path; every answer says how many it has sent. */
async function startOrigin(
  answers: Record<string, { headers: http.OutgoingHttpHeaders; status?: number }>,
): Promise<Origin> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const answer = answers[req.url?.split('?')[0] ?? ''] ?? { headers: {}, status: 404 };
    const body = `${req.url} #${seen.length} ${req.headers['accept-encoding'] ?? ''}`;
    res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain', ...answer.headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const PUBLIC = { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=120' };
let origin: Origin | undefined;
let edge: EdgeCache | undefined;

afterEach(async () => {
  await edge?.close();
  await origin?.close();
  edge = undefined;
  origin = undefined;
});

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(`${edge?.url}${path}`, { method, headers });
  return { status: res.status, body: await res.text(), cache: res.headers.get('x-edge-cache') };
}

describe('bench edge cache (a model of Hosting CDN)', () => {
  it('serves a public answer from the cache while it is fresh, then stale once while refetching', async () => {
    origin = await startOrigin({ '/api/products': { headers: PUBLIC } });
    let clock = 0;
    edge = await startEdgeCache(origin.url, () => clock);

    const first = await get('/api/products?page=1');
    expect(first.cache).toBe('MISS');
    const second = await get('/api/products?page=1');
    expect(second).toMatchObject({ cache: 'HIT', body: first.body });
    expect(origin.seen).toEqual(['GET /api/products?page=1']);
    // Another query is another answer.
    expect((await get('/api/products?page=2')).cache).toBe('MISS');

    clock = 61_000; // past s-maxage, within stale-while-revalidate
    const stale = await get('/api/products?page=1');
    expect(stale).toMatchObject({ cache: 'HIT', body: first.body });
    await expect.poll(() => origin?.seen.length).toBe(3);
    expect((await get('/api/products?page=1')).body).toContain('#3');

    clock = 61_000 + 181_000; // past both: the next request waits for the origin
    expect((await get('/api/products?page=1')).cache).toBe('MISS');
    expect(edge.stats()).toMatchObject({ hits: 3, misses: 3 });
  });

  it('sends to the origin what a CDN must not keep', async () => {
    origin = await startOrigin({
      '/api/orders': { headers: { 'cache-control': 'no-store' } },
      '/private': { headers: { 'cache-control': 'private, max-age=60' } },
      '/cookie': { headers: { ...PUBLIC, 'set-cookie': 'a=1' } },
      '/error': { headers: PUBLIC, status: 500 },
      '/any': { headers: { ...PUBLIC, vary: '*' } },
      '/page': { headers: PUBLIC },
    });
    edge = await startEdgeCache(origin.url);
    for (const path of ['/api/orders', '/private', '/cookie', '/error', '/any']) {
      await get(path);
      await get(path);
    }
    // A signed-in shopper's request, and a POST, always reach the function.
    await get('/page', { cookie: 'theme=x; __session=abc' });
    await get('/page', { cookie: '__session=abc' });
    await get('/page', {}, 'POST');
    await get('/page', {}, 'POST');
    expect(origin.seen).toHaveLength(14);
    expect(edge.stats()).toMatchObject({ hits: 0, misses: 14 });
    expect(edge.stats().missed['POST /page']).toBe(2);
  });

  it('keeps one copy per value of the headers the answer varies on, and answers HEAD from it', async () => {
    origin = await startOrigin({
      '/app.js': { headers: { ...PUBLIC, vary: 'Accept-Encoding' } },
    });
    edge = await startEdgeCache(origin.url);
    const gzip = await get('/app.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/app.js', { 'accept-encoding': 'identity' });
    expect(gzip.body).not.toBe(plain.body);
    expect(await get('/app.js', { 'accept-encoding': 'gzip' })).toMatchObject({
      cache: 'HIT',
      body: gzip.body,
    });
    expect(await get('/app.js', { 'accept-encoding': 'identity' })).toMatchObject({
      cache: 'HIT',
      body: plain.body,
    });
    expect(await get('/app.js', { 'accept-encoding': 'gzip' }, 'HEAD')).toMatchObject({
      cache: 'HIT',
      body: '',
    });
    expect(origin.seen).toHaveLength(2);
  });

  it('reads lifetimes as a shared cache does', () => {
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=30, s-maxage=60' })).toEqual({
      freshMs: 60_000,
      staleMs: 0,
    });
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=31536000, immutable' })).toEqual(
      { freshMs: 31_536_000_000, staleMs: 0 },
    );
    expect(sharedLifetime(200, { 'cache-control': 'max-age=60' })).toBeNull();
    expect(sharedLifetime(200, { 'cache-control': 'public, no-cache' })).toBeNull();
    expect(sharedLifetime(200, { 'cache-control': 'public, s-maxage=0' })).toBeNull();
    expect(sharedLifetime(200, {})).toBeNull();
    expect(sharedLifetime(304, { 'cache-control': 'public, s-maxage=60' })).toBeNull();
  });
});
