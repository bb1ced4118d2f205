import { useDeferredValue, useState } from 'react';
import type { Product } from '@contract/product';
import { ProductCard } from '@/components/ui/product-card';
import { ShowMore } from '@/components/ui/show-more';
import { m } from '@/i18n/messages';

/** Cards rendered per page: a keystroke never renders thousands of cards. */
export const PAGE_SIZE = 24;
const EAGER_IMAGES = 4;
/**
 * Cards in the results' first commit: the first screen's (two rows of the desktop's four
 * columns, four of a phone's two). The rest of the page follows in a background render, so
 * the commit that replaces the server's painted cards creates a third of the page's elements.
 */
export const FIRST_COMMIT_CARDS = 8;

interface ProductResultsProps {
  products: readonly Product[];
  /** True while a newer search is being computed in the background. */
  stale: boolean;
  onClearFilters: () => void;
}

export function ProductResults({ products, stale, onClearFilters }: ProductResultsProps) {
  const [visible, setVisible] = useState(PAGE_SIZE);
  // Mounting renders the first screen's cards; the page's others come in a transition, which
  // React renders in slices that yield to the browser. "Show more" renders its page that way too.
  const rendered = useDeferredValue(visible, FIRST_COMMIT_CARDS);

  if (products.length === 0) {
    return (
      <div className="empty-state">
        <h2>{m.catalog_empty_title()}</h2>
        <p className="muted">{m.catalog_empty_hint()}</p>
        <button type="button" className="button button--primary" onClick={onClearFilters}>
          {m.catalog_clear_filters()}
        </button>
      </div>
    );
  }

  const shown = products.slice(0, rendered);
  return (
    <div className={stale ? 'product-results is-stale' : 'product-results'}>
      <ul className="product-grid">
        {shown.map((product, index) => (
          <li key={product.id}>
            {/* Right under the page's h1 "Catalog": the cards' titles are h2. */}
            <ProductCard
              product={product}
              eager={index < EAGER_IMAGES}
              priority={index === 0}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
      <ShowMore
        shown={Math.min(visible, products.length)}
        total={products.length}
        className="product-results__more"
        onMore={() => {
          setVisible((count) => count + PAGE_SIZE);
        }}
      />
    </div>
  );
}
