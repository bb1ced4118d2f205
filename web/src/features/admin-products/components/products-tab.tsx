import { useDeferredValue, useId, useState } from 'react';
import type { Product } from '@contract/product';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore } from '@/components/ui/show-more';
import { formatCount } from '@/lib/format-count';
import { useAdminProducts } from '../api/get-admin-products';
import { ProductAddForm } from './product-add-form';
import { ProductRow } from './product-row';
import './products-tab.css';

/** Rows rendered at a time: every row is a small form. */
const PAGE_SIZE = 50;

/** Admin tab: Products: add form, then the list with inline edits. */
export function ProductsTab() {
  return (
    <div className="products-tab">
      <ProductAddForm />
      <ProductList />
    </div>
  );
}

function matches(product: Product, query: string): boolean {
  if (!query) return true;
  const text = `${product.title} ${product.slug} ${product.tags.join(' ')}`.toLowerCase();
  return text.includes(query);
}

function ProductList() {
  const id = useId();
  const headingId = `${id}-heading`;
  const productsQuery = useAdminProducts();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const [visible, setVisible] = useState(PAGE_SIZE);

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-card__title">
        Products
      </h2>
      <QueryState
        query={productsQuery}
        loadingLabel="Loading products..."
        empty={<p className="admin-empty">No products yet. Add the first one above.</p>}
      >
        {(products) => {
          const found = products.filter((product) => matches(product, query));
          const shown = found.slice(0, visible);
          return (
            <>
              <div className="admin-toolbar">
                <div className="field admin-toolbar__field">
                  <label className="field__label" htmlFor={`${id}-search`}>
                    Find a product
                  </label>
                  <input
                    id={`${id}-search`}
                    className="input"
                    type="search"
                    value={search}
                    placeholder="Title, slug or tag"
                    onChange={(event) => {
                      setSearch(event.currentTarget.value);
                      setVisible(PAGE_SIZE);
                    }}
                  />
                </div>
                <p className="muted products-tab__count" aria-live="polite">
                  {formatCount(found.length, 'product')}
                </p>
              </div>
              {found.length === 0 ? (
                <p className="admin-empty">No products match “{search.trim()}”.</p>
              ) : (
                <ul className="admin-products" aria-labelledby={headingId}>
                  {shown.map((product) => (
                    <ProductRow key={product.id} product={product} />
                  ))}
                </ul>
              )}
              <ShowMore
                shown={shown.length}
                total={found.length}
                className="products-tab__more"
                onMore={() => {
                  setVisible((count) => count + PAGE_SIZE);
                }}
              />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
