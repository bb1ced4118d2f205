import { useDeferredValue, useId, useState } from 'react';
import type { Product } from '@contract/product';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
import { ShowMore } from '@/components/ui/show-more';
import { formatCount } from '@/lib/format';
import { useAdminProducts } from '../api/get-admin-products';
import { ProductAddForm } from './product-add-form';
import { ProductRow } from './product-row';
import '@/features/admin/components/admin-panels.css';
import './products-tab.css';

/** Rows rendered at a time: every row is a small form. */
const PAGE_SIZE = 50;

/** Admin tab: Products (spec section 2): add form, then the list with inline edits. */
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
  const { data: products, error, isPending, isFetching, refetch } = useAdminProducts();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const [visible, setVisible] = useState(PAGE_SIZE);

  let body;
  if (error) {
    body = (
      <ErrorBox
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (isPending) {
    body = <PageLoader label="Loading products..." />;
  } else if (products.length === 0) {
    body = <p className="admin-empty">No products yet. Add the first one above.</p>;
  } else {
    const found = products.filter((product) => matches(product, query));
    const shown = found.slice(0, visible);
    body = (
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
  }

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-card__title">
        Products
      </h2>
      {body}
    </section>
  );
}
