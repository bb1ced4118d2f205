import { z } from 'zod';
import { IdSchema } from './common';
import { ProductSchema, PurchaseLimitSchema } from './product';

/** A release time as an admin sends it; the server stores it in UTC (toISOString). */
const ReleaseAtSchema = z.iso
  .datetime({
    offset: true,
    error:
      'Release time must be an ISO 8601 date and time with an offset, e.g. 2026-12-01T18:00:00Z',
  })
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Release time is not a real date');

/** Fields an admin sends for a product. Slugs are made by the server, unique and stable. */
const ProductFieldsSchema = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(200),
  price: z.number().nonnegative('Price must not be negative').max(1_000_000),
  stock: z
    .int('Stock must be a whole number')
    .nonnegative('Stock must not be negative')
    .max(1_000_000),
  tags: z.array(z.string().trim().min(1).max(50)).max(50),
  images: z.array(z.string().trim().min(1).max(2048)).max(20),
  description: z.string().max(10_000),
  /** The Russian title and description (optional); an empty string or null clears them. */
  titleRu: z.string().trim().max(200).nullable(),
  descriptionRu: z.string().max(10_000).nullable(),
  specs: z.record(z.string().trim().min(1).max(100), z.string().trim().min(1).max(500)),
  /** Purchase limits: a whole number >= 1, or null (or left out) for no limit. */
  maxPerOrder: PurchaseLimitSchema.nullable(),
  maxPerCustomer: PurchaseLimitSchema.nullable(),
  /** When the product goes on sale (ISO 8601 with an offset), or null (or left out) for now. */
  releaseAt: ReleaseAtSchema.nullable(),
});

/** POST /api/admin/products: title, price and stock required; the rest defaults to empty. */
export const ProductCreateRequestSchema = ProductFieldsSchema.partial({
  tags: true,
  images: true,
  description: true,
  titleRu: true,
  descriptionRu: true,
  specs: true,
  maxPerOrder: true,
  maxPerCustomer: true,
  releaseAt: true,
});
export type ProductCreateRequest = z.infer<typeof ProductCreateRequestSchema>;

/**
 * PATCH /api/admin/products/{id}: any subset; the slug never changes; a null limit clears it,
 * and a null `releaseAt` makes the product ordinary again.
 */
export const ProductPatchRequestSchema = ProductFieldsSchema.partial().refine(
  (patch) => Object.keys(patch).length > 0,
  'Nothing to update',
);
export type ProductPatchRequest = z.infer<typeof ProductPatchRequestSchema>;

/** POST /api/admin/restock/{id}: an atomic increment. */
export const RestockRequestSchema = z.strictObject({
  qty: z.int('Quantity must be a whole number').min(1).max(10_000),
});

/** Answer of product create, update and restock. */
export const AdminProductResponseSchema = z.object({ item: ProductSchema });
export type AdminProductResponse = z.infer<typeof AdminProductResponseSchema>;

export const AdminProductParamsSchema = z.object({ id: IdSchema });

/** Largest accepted image, in decoded bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/admin/upload: `image` is a `data:image/...;base64,` URL; `name` the original file name. */
export const UploadRequestSchema = z.strictObject({
  image: z
    .string()
    .min(1, 'Image is required')
    .max(8 * 1024 * 1024),
  name: z.string().trim().min(1).max(200),
});
export const UploadResponseSchema = z.object({ url: z.string().min(1).max(2048) });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
