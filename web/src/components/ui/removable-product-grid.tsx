import type { Product } from '@contract/product';
import { m } from '@/i18n/messages';
import { productTitle } from '@/lib/product-text';
import { ProductCard } from './product-card';

interface RemovableProductGridProps {
  products: readonly Product[];
  /**
   * What the Remove button names, e.g. "wishlist" → "Remove X from wishlist"; in the page's
   * language, as the sentence needs it (Russian: the genitive, "избранного").
   */
  listName: string;
  onRemove: (productId: string) => void;
  /** Card titles' level: 2 right under a page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** How many of the first images load eagerly (above the fold). */
  eagerCount?: number;
}

/** Product cards, each with a Remove button (the wishlist page and the account's tab). */
export function RemovableProductGrid({
  products,
  listName,
  onRemove,
  headingLevel,
  eagerCount = 0,
}: RemovableProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            headingLevel={headingLevel}
            actions={
              <button
                type="button"
                className="button button--ghost button--block"
                aria-label={m.pages_remove_from({ title: productTitle(product), list: listName })}
                onClick={() => {
                  onRemove(product.id);
                }}
              >
                {m.pages_remove()}
              </button>
            }
          />
        </li>
      ))}
    </ul>
  );
}
