import { env } from '@/config/env';
import { paths } from '@/config/paths';

/** The API answers a page's largest content waits for, by the page's path. */
const FIRST_DATA: Partial<Record<string, readonly string[]>> = {
  // The catalogue's first cards and their images wait for the product list.
  [paths.catalog.to()]: ['/products'],
};

/**
 * Asks for the first page's data as soon as the app starts, while the page's own chunk is
 * still on its way (one round trip sooner). The page's request (same URL, cookies
 * included, as `lib/api-client.ts` sends it) is then served the preloaded answer.
 */
export function preloadFirstData(pathname: string): void {
  for (const path of FIRST_DATA[pathname] ?? []) {
    const href = `${env.apiBaseUrl}${path}`;
    // The server-filled head (functions' page heads) may have started it already.
    if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    link.href = href;
    document.head.append(link);
  }
}
