import { Router } from 'express';
import type { ProductListResponse, ProductResponse } from '../../contract/product';
import { SlugSchema } from '../../contract/product';
import { notFound } from '../../core/errors';
import { publicCache } from '../../core/http-cache';
import { productsService } from './products.service';

export const productsRouter = Router();

productsRouter.get('/api/products', async (_req, res) => {
  const items = await productsService.listProducts();
  publicCache(res, { browser: 30, cdn: 60 });
  res.json({ items } satisfies ProductListResponse);
});

productsRouter.get('/api/products/:slug', async (req, res) => {
  // A malformed slug cannot name a product: same answer as an unknown one.
  const slug = SlugSchema.safeParse(req.params.slug);
  if (!slug.success) throw notFound('Product not found');
  const item = await productsService.getProductBySlug(slug.data);
  publicCache(res, { browser: 30, cdn: 60 });
  res.json({ item } satisfies ProductResponse);
});
