import type { ProductPageEntry } from '../products';
import { escapeHtml } from '../../core/html-escape';

/**
 * Paths crawlers are asked to skip: the API, the admin panel and the personal pages
 * (web/src/config/paths.ts: account, profile, orders, order, referrals, wishlist).
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/account',
  '/profile',
  '/orders',
  '/order/',
  '/referrals',
  '/wishlist',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function urlEntry(loc: string, lastmod: Date | null): string {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(loc)}</loc>${mod}</url>`;
}

/** The sitemap: home, the catalogue, then every product page, all absolute. */
export function sitemapXml(origin: string, products: readonly ProductPageEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    urlEntry(`${origin}/`, null),
    urlEntry(`${origin}/catalog`, null),
    ...products.map((p) => urlEntry(`${origin}/p/${encodeURIComponent(p.slug)}`, p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
