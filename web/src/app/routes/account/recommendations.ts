// The dashboard's product picks: at most 6, matching the tags of wishlisted products.
import type { Product } from '@contract/product';

export { pickByIds } from '@/lib/pick-by-ids';

export const RECOMMENDATION_LIMIT = 6;

const normalise = (tag: string) => tag.trim().toLowerCase();

/**
 * Products sharing at least one tag with a wishlisted product, wishlisted ones excluded:
 * most shared tags first, then in stock before sold out, then catalogue order. Empty when
 * the wishlist is (or nothing matches), which is when the dashboard shows its hint.
 */
export function recommendProducts(
  products: readonly Product[],
  wishlistIds: readonly string[],
  limit = RECOMMENDATION_LIMIT,
): Product[] {
  const saved = new Set(wishlistIds);
  const wantedTags = new Set(
    products
      .filter((product) => saved.has(product.id))
      .flatMap((product) => product.tags.map(normalise))
      .filter((tag) => tag !== ''),
  );
  if (wantedTags.size === 0) return [];

  return products
    .filter((product) => !saved.has(product.id))
    .map((product, index) => ({
      product,
      index,
      shared: new Set(product.tags.map(normalise).filter((tag) => wantedTags.has(tag))).size,
    }))
    .filter((candidate) => candidate.shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        Number(b.product.stock > 0) - Number(a.product.stock > 0) ||
        a.index - b.index,
    )
    .slice(0, Math.max(0, limit))
    .map((candidate) => candidate.product);
}
