import { Router, type Response } from 'express';
import { LOCALES, localePath } from '../../contract/locale';
import { noStore, publicCache } from '../../core/http-cache';
import { pagesService, type PageAnswer } from './pages.service';

/**
 * Pages Hosting rewrites here (firebase.json) so their first HTML is readable without
 * running the app: product pages and the catalogue, each also in Russian under `/ru` (filled
 * into the Russian shell), plus the sitemap. (robots.txt is a static
 * file written at build time, scripts/robots.ts: Cloud Functions never pass `/robots.txt` on.)
 * Security headers (CSP and the rest) come from Hosting's `headers`, which cover these too.
 */
export const pagesRouter = Router();

function sendPage(res: Response, page: PageAnswer) {
  // Browsers revalidate every time; the CDN keeps a filled page a minute and may serve it
  // stale while it refetches, so a price change shows within about 1-3 minutes.
  if (page.cache === 'cdn') publicCache(res, { browser: 0, cdn: 60 });
  else noStore(res);
  res.status(page.status).type('html').send(page.html);
}

for (const locale of LOCALES) {
  const prefix = localePath(locale, '');

  pagesRouter.get(`${prefix}/p/:slug`, async (req, res) => {
    sendPage(res, await pagesService.productPage(req.params.slug, locale));
  });

  pagesRouter.get(`${prefix}/p/*rest`, async (_req, res) => {
    sendPage(res, await pagesService.notFoundPage(locale));
  });

  pagesRouter.get(`${prefix}/catalog`, async (req, res) => {
    // A query string (search, filters, sort) shows other first cards: the loader stays then.
    const firstCards = Object.keys(req.query).length === 0;
    sendPage(res, await pagesService.catalogPage(locale, { firstCards }));
  });
}

pagesRouter.get('/sitemap.xml', async (_req, res) => {
  const xml = await pagesService.sitemap();
  publicCache(res, { browser: 300, cdn: 600 });
  res.type('application/xml').send(xml);
});
