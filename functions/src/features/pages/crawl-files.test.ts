import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawl-files';

const origin = 'https://toys.example';
const updatedAt = new Date('2026-11-01T10:00:00Z');

describe('sitemap and robots.txt in both languages', () => {
  const xml = sitemapXml(origin, [{ slug: 'robot', updatedAt }]);
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body ?? '');
  const entry = (loc: string) => entries.find((body) => body.includes(`<loc>${loc}</loc>`));

  it('when the sitemap is written, then each page is listed with its /ru twin', () => {
    const locs = entries.map((body) => /<loc>([^<]*)<\/loc>/.exec(body)?.[1]);
    expect(locs).toEqual([
      `${origin}/`,
      `${origin}/ru`,
      `${origin}/catalog`,
      `${origin}/ru/catalog`,
      `${origin}/p/robot`,
      `${origin}/ru/p/robot`,
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(entry(`${origin}/ru/p/robot`)).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
  });

  it('when a page is listed, then both entries name the twins and x-default (English)', () => {
    for (const loc of [`${origin}/p/robot`, `${origin}/ru/p/robot`]) {
      const body = entry(loc);
      expect(body).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${origin}/p/robot"/>`,
      );
      expect(body).toContain(
        `<xhtml:link rel="alternate" hreflang="ru" href="${origin}/ru/p/robot"/>`,
      );
      expect(body).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/p/robot"/>`,
      );
    }
    expect(entry(`${origin}/`)).toContain(`hreflang="ru" href="${origin}/ru"/>`);
  });

  it('when robots.txt is written, then the private pages are closed in Russian too', () => {
    const lines = robotsTxt(origin).split('\n');
    for (const path of ['/profile', '/ru/profile', '/ru/orders', '/ru/wishlist', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /ru/api/');
  });
});
