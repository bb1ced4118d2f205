import type { Locale } from '../../contract/locale';
import { SlugSchema } from '../../contract/product';
import { isUnavailable, withDeadline } from '../../core/deadline';
import { siteOrigin } from '../../core/env';
import {
  findProductBySlug,
  listedProducts,
  listProductPages,
  type ProductPageEntry,
} from '../products';
import { pagesLog } from './pages.log';
import { catalogHead, productHead } from './page-heads';
import { productFirstPaint } from './first-paint';
import { catalogFirstPaint } from './catalog-first-paint';
import { sitemapXml } from './crawl-files';
import { fillShell, loadShell } from './web-shell';

/**
 * How long a page waits for Firestore before answering the plain shell (the app then loads
 * the product itself and shows "Try again" if it must): well inside the request deadline.
 */
export const PAGE_READ_DEADLINE_MS = 3_000;

/** How long one instance reuses its sitemap before reading the slugs again. */
export const SITEMAP_TTL_MS = 5 * 60_000;

/** A page to send: the HTML, its status, and whether a shared cache may keep it. */
export interface PageAnswer {
  status: 200 | 404;
  html: string;
  /** `cdn`: the filled page, cacheable; `none`: a 404 or the fallback shell. */
  cache: 'cdn' | 'none';
}

export const pagesService = {
  /**
   * `/p/{slug}` (`/ru/p/{slug}` in Russian): the shell with the product's head and data, and
   * the page's top painted in place of the loader (first-paint.ts); 404
   * with the plain shell for an unknown or malformed slug (the app shows its not-found page);
   * the plain shell when Firestore is slow or down, so the page still loads.
   */
  async productPage(rawSlug: string, locale: Locale = 'en'): Promise<PageAnswer> {
    const shell = await loadShell(locale);
    const slug = SlugSchema.safeParse(rawSlug);
    if (!slug.success) return { status: 404, html: shell, cache: 'none' };
    try {
      const product = await withDeadline(
        findProductBySlug(slug.data),
        PAGE_READ_DEADLINE_MS,
        'product page read',
      );
      if (!product) return { status: 404, html: shell, cache: 'none' };
      return {
        status: 200,
        html: fillShell(shell, {
          ...productHead(product, siteOrigin(), locale),
          body: productFirstPaint(product, locale),
        }),
        cache: 'cdn',
      };
    } catch (err) {
      if (!isUnavailable(err)) throw err;
      pagesLog.shellFallback({ slug: slug.data, error: String(err) });
      return { status: 200, html: shell, cache: 'none' };
    }
  },

  /** A path under `/p/` that cannot be a product page. */
  async notFoundPage(locale: Locale = 'en'): Promise<PageAnswer> {
    return { status: 404, html: await loadShell(locale), cache: 'none' };
  },

  /**
   * `/catalog` (`/ru/catalog`): the shell with the catalogue's head; with `firstCards` (the
   * unfiltered page: a search or filter in the URL shows other cards), its first screen painted
   * in place of the loader (catalog-first-paint.ts) from the list `GET /api/products` answers.
   * A slow or failed list read only costs the block: the page keeps its loader, never a 5xx.
   */
  async catalogPage(
    locale: Locale = 'en',
    { firstCards = false }: { firstCards?: boolean } = {},
  ): Promise<PageAnswer> {
    const [shell, body] = await Promise.all([
      loadShell(locale),
      firstCards ? catalogBlock(locale) : undefined,
    ]);
    const head = catalogHead(siteOrigin(), locale);
    // With its first cards painted, the page needs the list only for the app to take them
    // over: the app asks for it once the first paint is on screen (web preload-first-data.ts),
    // not beside the first card's image while that paint is still waiting for it.
    const html = fillShell(shell, { ...head, ...(body && { preloadFetch: [] }), body });
    return { status: 200, html, cache: 'cdn' };
  },

  async sitemap(now = Date.now()): Promise<string> {
    if (sitemapCache && now - sitemapCache.at < SITEMAP_TTL_MS) return sitemapCache.xml;
    let pages: ProductPageEntry[];
    try {
      pages = await listProductPages();
    } catch (err) {
      // A stale sitemap beats none while Firestore is away.
      if (sitemapCache && isUnavailable(err)) return sitemapCache.xml;
      throw err;
    }
    sitemapCache = { xml: sitemapXml(siteOrigin(), pages), at: now };
    return sitemapCache.xml;
  },
};

let sitemapCache: { xml: string; at: number } | undefined;

/** The catalogue's first screen, or none (the loader stays) when the list is not readable in time. */
async function catalogBlock(locale: Locale): Promise<string | undefined> {
  try {
    const products = await withDeadline(
      listedProducts(),
      PAGE_READ_DEADLINE_MS,
      'catalog page read',
    );
    return catalogFirstPaint(products, locale);
  } catch (err) {
    pagesLog.catalogBlockSkipped({ error: String(err) });
    return undefined;
  }
}
