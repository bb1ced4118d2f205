import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { ProductResponse } from '../../contract/product';
import { SlugSchema } from '../../contract/product';
import { currentUser, identify } from '../../core/auth';
import { notFound } from '../../core/errors';
import { publicCache } from '../../core/http-cache';
import { productsService } from './products.service';

export const productsRouter = Router();

/**
 * A request that asks to revalidate: the admin panel's list (a fetch with `cache: 'no-cache'`,
 * which browsers send with `Cache-Control: max-age=0`) or `?fresh=1`. `no-cache` itself does
 * not count: the Hosting emulator sends `Cache-Control: no-cache, no-store` on every request
 * it forwards.
 */
const wantsFresh = (req: Request) =>
  req.query.fresh === '1' || /(?:^|,)\s*max-age=0\s*(?:,|$)/i.test(req.get('cache-control') ?? '');

/**
 * Only an admin's request that asks to revalidate is read from Firestore; anyone else gets
 * this instance's copy, so nobody can turn every catalogue request into a full read of the
 * products collection. The caller is identified only for such requests: the ordinary list
 * stays free of an Auth check.
 */
const identifyIfFresh: RequestHandler = (req, res, next) => {
  if (wantsFresh(req)) {
    void identify(req, res, next);
    return;
  }
  next();
};

const readsFresh = (req: Request, res: Response) =>
  wantsFresh(req) && currentUser(res)?.role === 'admin';

productsRouter.get('/api/products', identifyIfFresh, async (req, res) => {
  const list = await productsService.listProducts({ fresh: readsFresh(req, res) });
  publicCache(res, { browser: 30, cdn: 60 });
  // The body was serialized (and gzipped) once per read; with its ETag set, Express answers a
  // matching If-None-Match with 304 and does not hash the body again.
  res.set('ETag', list.etag);
  res.type('application/json');
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(list.gzipped);
  } else {
    res.send(list.body);
  }
});

productsRouter.get('/api/products/:slug', async (req, res) => {
  // A malformed slug cannot name a product: same answer as an unknown one.
  const slug = SlugSchema.safeParse(req.params.slug);
  if (!slug.success) throw notFound('Product not found');
  const item = await productsService.getProductBySlug(slug.data);
  publicCache(res, { browser: 30, cdn: 60 });
  res.json({ item } satisfies ProductResponse);
});
