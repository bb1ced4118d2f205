import { LOCALES, localePath, type Locale } from '../../contract/locale';
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
    // Their Russian twins (the API has none).
    ...DISALLOWED_PATHS.filter((path) => path !== '/api/').map(
      (path) => `Disallow: ${localePath('ru', path)}`,
    ),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const link = (hreflang: string, href: string) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;

/**
 * A page's entries, one per language (`/catalog`, `/ru/catalog`), each naming both twins and
 * x-default (the English page) as the page's head does.
 */
function urlEntries(origin: string, path: string, lastmod: Date | null): string[] {
  const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  // Home's path is '': `/` in English, `/ru` in Russian (as the app links it).
  const url = (locale: Locale) => `${origin}${localePath(locale, path) || '/'}`;
  const links = [
    ...LOCALES.map((locale) => link(locale, url(locale))),
    link('x-default', url('en')),
  ];
  return LOCALES.map(
    (locale) => `  <url><loc>${escapeHtml(url(locale))}</loc>${mod}${links.join('')}</url>`,
  );
}

/** The sitemap: home, the catalogue, then every product page, in both languages, absolute. */
export function sitemapXml(origin: string, products: readonly ProductPageEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urlEntries(origin, '', null),
    ...urlEntries(origin, '/catalog', null),
    ...products.flatMap((p) => urlEntries(origin, `/p/${encodeURIComponent(p.slug)}`, p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}
