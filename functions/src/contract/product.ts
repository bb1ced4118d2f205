import { z } from 'zod';
import { IdSchema } from './common';

export const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug');

/** Spec section 3, Product. */
export const ProductSchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  title: z.string().min(1).max(200),
  price: z.number().nonnegative(),
  stock: z.int(),
  tags: z.array(z.string().max(200)).max(50),
  images: z.array(z.string().min(1).max(2048)).max(20),
  description: z.string().max(10_000),
  specs: z.record(z.string().max(100), z.string().max(500)),
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /api/products */
export const ProductListResponseSchema = z.object({ items: z.array(ProductSchema) });
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** GET /api/products/{slug} */
export const ProductResponseSchema = z.object({ item: ProductSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

export const ProductSlugParamsSchema = z.object({ slug: SlugSchema });
