import { Router, type Request, type RequestHandler, type Response } from 'express';
import { SlugSchema } from '../../contract/product';
import { currentUser, identify } from '../../core/auth';
import { notFound } from '../../core/errors';
import { publicCache, sendPrepared } from '../../core/http-cache';
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
 * this instance's copy (of the list, or of one product), so nobody can turn every catalogue
 * request into a read of the products collection. The caller is identified only for such
 * requests: the ordinary answers stay free of an Auth check.
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
  // The body was serialized (and gzipped) once per read.
  sendPrepared(req, res, list);
});

productsRouter.get('/api/products/:slug', identifyIfFresh, async (req, res) => {
  // A malformed slug cannot name a product: same answer as an unknown one.
  const slug = SlugSchema.safeParse(req.params.slug);
  if (!slug.success) throw notFound('Product not found');
  // Kept as the list is; the admin panel's fresh read (after its own change) skips the copy.
  const product = await productsService.getProductBySlug(slug.data, {
    fresh: readsFresh(req, res),
  });
  publicCache(res, { browser: 30, cdn: 60 });
  sendPrepared(req, res, product);
});
