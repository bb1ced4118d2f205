import type { Product } from '@contract/product';

/** The products with these ids, in the ids' order; ids no longer in the shop are skipped. */
export function pickByIds(products: readonly Product[], ids: readonly string[]): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}
