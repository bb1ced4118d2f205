import type { Response } from 'express';

/**
 * Cache-Control for public GETs served through Hosting's CDN: browsers revalidate
 * soon (`max-age`), the CDN keeps a copy longer (`s-maxage`) and may serve it stale
 * while it refetches. Personal answers must never use this.
 */
export function publicCache(res: Response, seconds: { browser: number; cdn: number }) {
  res.set(
    'Cache-Control',
    `public, max-age=${seconds.browser}, s-maxage=${seconds.cdn}, stale-while-revalidate=${seconds.cdn * 2}`,
  );
}

export function noStore(res: Response) {
  res.set('Cache-Control', 'no-store');
}
