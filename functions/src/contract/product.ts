import { z } from 'zod';
import { IdSchema } from './common';

export const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug');

/** Largest purchase limit an admin may set (a limit above this is no limit in practice). */
export const PURCHASE_LIMIT_MAX = 10_000;

/** A purchase limit: a whole number of units, at least 1 (absent means no limit). */
export const PurchaseLimitSchema = z
  .int('A limit must be a whole number')
  .min(1, 'A limit must be at least 1')
  .max(PURCHASE_LIMIT_MAX);

/** A catalogue product, with the optional limited-drop purchase limits. */
export const ProductSchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  title: z.string().min(1).max(200),
  price: z.number().nonnegative(),
  stock: z.int(),
  tags: z.array(z.string().max(200)).max(50),
  images: z.array(z.string().min(1).max(2048)).max(20),
  description: z.string().max(10_000),
  /** The Russian title and description Russian pages show (web/src/lib/product-text.ts); absent: the default. */
  titleRu: z.string().max(200).optional(),
  descriptionRu: z.string().max(10_000).optional(),
  specs: z.record(z.string().max(100), z.string().max(500)),
  /** Units of this product one order may hold, for everyone. */
  maxPerOrder: PurchaseLimitSchema.optional(),
  /**
   * Units one account may buy across its orders that are not cancelled; only a signed-in
   * account with a verified e-mail may buy such a product.
   */
  maxPerCustomer: PurchaseLimitSchema.optional(),
  /**
   * When the product goes on sale (ISO 8601 with an offset); before it, it cannot be added to
   * a cart, quoted or ordered (contract/drop.ts). Absent for an ordinary product.
   */
  releaseAt: z.iso.datetime({ offset: true }).optional(),
  /**
   * True when the product is sold by raffle (features/drops sets it with the raffle and clears
   * it when the admin goes back to first come); absent for first come. The product page loads
   * the raffle's panel, and asks GET /api/drops/{productId}, only then.
   */
  raffle: z.boolean().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /api/products */
export const ProductListResponseSchema = z.object({ items: z.array(ProductSchema) });
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** GET /api/products/{slug} */
export const ProductResponseSchema = z.object({ item: ProductSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;
