import { lazy, Suspense } from 'react';
import { loadProductEditForm } from '@/features/admin-products/shell';
import { loadProductPage } from '@/features/catalog/shell';
import { loadDropCheck } from '@/features/challenge/shell';
import { loadRaffleAdminPanel, loadRafflePanel } from '@/features/drops/shell';
import { selectIsAdmin, useSessionStore } from '@/lib/session-store';

const ProductPage = lazy(() => loadProductPage().then((m) => ({ default: m.ProductPage })));
// Admins only: shoppers never download the edit form.
const ProductEditForm = lazy(() =>
  loadProductEditForm().then((m) => ({ default: m.ProductEditForm })),
);
// A drop's page solves the browser check in the background (the widget loads only then).
const DropCheck = lazy(() => loadDropCheck().then((m) => ({ default: m.DropCheck })));
// A raffle's state and entry (nothing for a first-come product); its admin panel for admins.
const RafflePanel = lazy(() => loadRafflePanel().then((m) => ({ default: m.RafflePanel })));
const RaffleAdminPanel = lazy(() =>
  loadRaffleAdminPanel().then((m) => ({ default: m.RaffleAdminPanel })),
);

/** Route /p/:slug: the catalogue's product page, with the admins' edit form plugged in. */
export function ProductRoute() {
  const isAdmin = useSessionStore(selectIsAdmin);
  return (
    <>
      <ProductPage editForm={ProductEditForm} />
      <Suspense fallback={null}>
        <DropCheck />
      </Suspense>
      <Suspense fallback={null}>
        <RafflePanel />
        {isAdmin && <RaffleAdminPanel />}
      </Suspense>
    </>
  );
}
