import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import { GalleryResponseSchema } from '@contract/gallery';
import { HealthResponseSchema } from '@contract/health';
import { PublicStatsSchema } from '@contract/stats';
import { baseUrl } from '../support/emulators';

describe('GET /api/health', () => {
  it('when asked, then ok with the server time and never cached', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    const body = HealthResponseSchema.parse(await res.json());
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/stats', () => {
  it('when asked, then the four public counters of the seed', async () => {
    const res = await fetch(`${baseUrl}/api/stats`);
    expect(res.status).toBe(200);
    const stats = PublicStatsSchema.parse(await res.json());
    expect(stats.community).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toContain('public');
  });
});

describe('GET /api/gallery', () => {
  it('when asked, then the mosaic items in their order', async () => {
    const res = await fetch(`${baseUrl}/api/gallery`);
    expect(res.status).toBe(200);
    const { items } = GalleryResponseSchema.parse(await res.json());
    expect(items.length).toBeGreaterThan(0);
    const orders = items.map((i) => i.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('errors and routing', () => {
  it('when an /api path is unknown, then a JSON 404, not the app HTML', async () => {
    for (const path of ['/api/nope', '/api/products/x/y', '/api']) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      expect(ErrorBodySchema.parse(await res.json()), path).toEqual({ error: 'Not found' });
    }
  });

  it('when a method is not served, then a JSON 404', async () => {
    const res = await fetch(`${baseUrl}/api/products`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(await res.json()).error).toBe('Not found');
  });

  it('when a JSON body is malformed, then a 400 (the Functions runtime rejects it before the app)', async () => {
    const res = await fetch(`${baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"oops":',
    });
    expect(res.status).toBe(400);
  });

  it('when a body is larger than the API accepts, then a JSON 413', async () => {
    const res = await fetch(`${baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(ErrorBodySchema.parse(await res.json())).toEqual({ error: 'Request body too large' });
  });

  it('when a store page is opened directly, then Hosting serves the app shell (404 for an unknown product)', async () => {
    const list = (await (await fetch(`${baseUrl}/api/products`)).json()) as {
      items: { slug: string }[];
    };
    const slug = list.items[0]?.slug ?? 'seed-has-no-products';
    const pages = [
      ['/', 200],
      ['/catalog', 200],
      [`/p/${slug}`, 200],
      ['/p/anything', 404],
      ['/wishlist', 200],
    ] as const;
    for (const [path, status] of pages) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it('when a seeded product image is fetched, then it is served with a long cache lifetime', async () => {
    const list = (await (await fetch(`${baseUrl}/api/products`)).json()) as {
      items: { images: string[] }[];
    };
    const image = list.items[0]?.images[0];
    expect(image).toBeDefined();
    const res = await fetch(`${baseUrl}${image ?? ''}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
  });
});
