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
import { validate } from '../../core/validate';
import { adminCatalogService } from './admin-catalog.service';

export const adminCatalogRouter = Router();

type Params = z.output<typeof AdminProductParamsSchema>;

adminCatalogRouter.post(
  '/api/admin/products',
  ...adminOnly,
  validate({ body: ProductCreateRequestSchema }),
  async (_req, res) => {
    const body = res.locals.body as z.output<typeof ProductCreateRequestSchema>;
    const item = await adminCatalogService.createProduct(body, signedInUser(res).email);
    res.status(201).json({ item } satisfies AdminProductResponse);
  },
);

adminCatalogRouter.patch(
  '/api/admin/products/:id',
  ...adminOnly,
  validate({ params: AdminProductParamsSchema, body: ProductPatchRequestSchema }),
  async (_req, res) => {
    const { id } = res.locals.params as Params;
    const patch = res.locals.body as z.output<typeof ProductPatchRequestSchema>;
    const item = await adminCatalogService.updateProduct(id, patch, signedInUser(res).email);
    res.json({ item } satisfies AdminProductResponse);
  },
);

adminCatalogRouter.delete(
  '/api/admin/products/:id',
  ...adminOnly,
  validate({ params: AdminProductParamsSchema }),
  async (_req, res) => {
    const { id } = res.locals.params as Params;
    await adminCatalogService.deleteProduct(id, signedInUser(res).email);
    res.json({ ok: true } satisfies z.infer<typeof OkSchema>);
  },
);

adminCatalogRouter.post(
  '/api/admin/restock/:id',
  ...adminOnly,
  validate({ params: AdminProductParamsSchema, body: RestockRequestSchema }),
  async (_req, res) => {
    const { id } = res.locals.params as Params;
    const { qty } = res.locals.body as z.output<typeof RestockRequestSchema>;
    const item = await adminCatalogService.restock(id, qty, signedInUser(res).email);
    res.json({ item } satisfies AdminProductResponse);
  },
);
