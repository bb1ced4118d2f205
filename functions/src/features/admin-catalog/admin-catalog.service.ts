import type { ProductCreateRequest, ProductPatchRequest } from '../../contract/admin-catalog';
import type { Product } from '../../contract/product';
import { toCents, toDollars } from '../../core/money';
import { catalogWrites, invalidateProductCache, slugify } from '../products';

const roundPrice = (price: number) => toDollars(toCents(price));
/** A release time as stored and answered: one form (UTC), whatever offset the admin sent. */
const utc = (releaseAt: string) => new Date(releaseAt).toISOString();
/** Russian text as stored: blank (or null) is no text, so the default language shows. */
const russian = (text: string | null | undefined) => (text?.trim() ? text : null);

/**
 * Runs a catalogue write, then drops this instance's product list, whether it succeeded or
 * not (a write that failed late, e.g. past its deadline, may still have committed).
 */
async function thenInvalidate<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    invalidateProductCache();
  }
}

export const adminCatalogService = {
  /** A new product with defaults for what was left out, and a unique slug from its title. */
  createProduct(input: ProductCreateRequest, actor: string): Promise<Product> {
    const titleRu = russian(input.titleRu);
    const descriptionRu = russian(input.descriptionRu);
    const fields = {
      title: input.title,
      price: roundPrice(input.price),
      stock: input.stock,
      tags: input.tags ?? [],
      images: input.images ?? [],
      description: input.description ?? '',
      specs: input.specs ?? {},
      // No limit is stored as no field, as the public product answers it.
      ...(input.maxPerOrder ? { maxPerOrder: input.maxPerOrder } : {}),
      ...(input.maxPerCustomer ? { maxPerCustomer: input.maxPerCustomer } : {}),
      ...(input.releaseAt ? { releaseAt: utc(input.releaseAt) } : {}),
      ...(titleRu ? { titleRu } : {}),
      ...(descriptionRu ? { descriptionRu } : {}),
    };
    return thenInvalidate(
      catalogWrites.create(fields, slugify(input.title), {
        action: 'product.created',
        actor,
      }),
    );
  },

  /**
   * Changes the given fields; the slug stays as it was, whatever the new title. A null limit
   * removes the limit (the repository deletes the field); so does a null release time, which
   * makes the product ordinary again.
   */
  updateProduct(id: string, patch: ProductPatchRequest, actor: string): Promise<Product> {
    const clean = {
      ...patch,
      ...(patch.price === undefined ? {} : { price: roundPrice(patch.price) }),
      ...(typeof patch.releaseAt === 'string' ? { releaseAt: utc(patch.releaseAt) } : {}),
      // An empty Russian text clears it, as null does (the repository deletes the field).
      ...(patch.titleRu === undefined ? {} : { titleRu: russian(patch.titleRu) }),
      ...(patch.descriptionRu === undefined ? {} : { descriptionRu: russian(patch.descriptionRu) }),
    };
    return thenInvalidate(catalogWrites.update(id, clean, { action: 'product.updated', actor }));
  },

  deleteProduct(id: string, actor: string): Promise<void> {
    return thenInvalidate(catalogWrites.delete(id, { action: 'product.deleted', actor }));
  },

  restock(id: string, qty: number, actor: string): Promise<Product> {
    return thenInvalidate(catalogWrites.restock(id, qty, { action: 'product.restocked', actor }));
  },
};
