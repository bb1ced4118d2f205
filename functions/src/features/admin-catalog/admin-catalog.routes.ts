import { Router } from 'express';
import type { z } from 'zod';
import {
  AdminProductParamsSchema,
  ProductCreateRequestSchema,
  ProductPatchRequestSchema,
  RestockRequestSchema,
  type AdminProductResponse,
} from '../../contract/admin-catalog';
import type { OkSchema } from '../../contract/common';
import { adminOnly } from '../../core/admin-guard';
import { signedInUser } from '../../core/auth';
import { route } from '../../core/route';
import { adminCatalogService } from './admin-catalog.service';

export const adminCatalogRouter = Router();

adminCatalogRouter.post(
  '/api/admin/products',
  ...adminOnly,
  route({ body: ProductCreateRequestSchema }, async ({ body, res }) => {
    const item = await adminCatalogService.createProduct(body, signedInUser(res).email);
    res.status(201).json({ item } satisfies AdminProductResponse);
  }),
);

adminCatalogRouter.patch(
  '/api/admin/products/:id',
  ...adminOnly,
  route(
    { params: AdminProductParamsSchema, body: ProductPatchRequestSchema },
    async ({ params: { id }, body: patch, res }) => {
      const item = await adminCatalogService.updateProduct(id, patch, signedInUser(res).email);
      res.json({ item } satisfies AdminProductResponse);
    },
  ),
);

adminCatalogRouter.delete(
  '/api/admin/products/:id',
  ...adminOnly,
  route({ params: AdminProductParamsSchema }, async ({ params: { id }, res }) => {
    await adminCatalogService.deleteProduct(id, signedInUser(res).email);
    res.json({ ok: true } satisfies z.infer<typeof OkSchema>);
  }),
);

adminCatalogRouter.post(
  '/api/admin/restock/:id',
  ...adminOnly,
  route(
    { params: AdminProductParamsSchema, body: RestockRequestSchema },
    async ({ params: { id }, body: { qty }, res }) => {
      const item = await adminCatalogService.restock(id, qty, signedInUser(res).email);
      res.json({ item } satisfies AdminProductResponse);
    },
  ),
);
