import type { Request, Response } from 'express';

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

/**
 * Sends a public answer prepared once per read (core/answer-cache.ts). With its ETag set,
 * Express answers a matching If-None-Match with 304 and does not hash the body again.
 */
export function sendPrepared(
  req: Request,
  res: Response,
  answer: { readonly body: string; readonly gzipped: Buffer; readonly etag: string },
) {
  res.set('ETag', answer.etag);
  res.type('application/json');
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(answer.gzipped);
  } else {
    res.send(answer.body);
  }
}
