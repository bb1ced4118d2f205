import { lazy } from 'react';
import { loadProductEditForm } from '@/features/admin-products/shell';
import { loadProductPage } from '@/features/catalog/shell';

const ProductPage = lazy(() => loadProductPage().then((m) => ({ default: m.ProductPage })));
// Admins only: shoppers never download the edit form.
const ProductEditForm = lazy(() =>
  loadProductEditForm().then((m) => ({ default: m.ProductEditForm })),
);

/** Route /p/:slug: the catalogue's product page, with the admins' edit form plugged in. */
export function ProductRoute() {
  return <ProductPage editForm={ProductEditForm} />;
}
