import { z } from 'zod';
import { IdSchema } from './common';

/** One photo of the home page mosaic. */
export const GalleryItemSchema = z.object({
  id: IdSchema,
  src: z.string().min(1).max(2048),
  alt: z.string().max(300),
  /** The Russian alt text Russian pages use (contract/product-text `localText`); absent: `alt`. */
  altRu: z.string().max(300).optional(),
  /** Intrinsic size, so the mosaic reserves space before the image loads. */
  width: z.int().positive(),
  height: z.int().positive(),
  /** Position in the mosaic, ascending. */
  order: z.int(),
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** GET /api/gallery */
export const GalleryResponseSchema = z.object({ items: z.array(GalleryItemSchema) });
export type GalleryResponse = z.infer<typeof GalleryResponseSchema>;
