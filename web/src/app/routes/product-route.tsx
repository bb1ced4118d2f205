import { lazy, Suspense, useState } from 'react';
import { isDrop } from '@contract/drop';
import type { Product } from '@contract/product';
import { loadProductEditForm } from '@/features/admin-products/shell';
import { loadProductPage } from '@/features/catalog/shell';
import { loadDropCheck } from '@/features/challenge/shell';
import { loadRaffleAdminPanel, loadRafflePanel } from '@/features/drops/shell';
import { firstPageLazy } from '@/lib/first-page-lazy';
import { selectIsAdmin, useSessionStore } from '@/lib/session-store';

// The product page's chunk loads beside this one (router.tsx), which waits for `preloadPage`:
// then the page renders at once, instead of suspending on its first render and putting the
// page loader in place of the server's first block (first-paint.ts) for a while.
const ProductPage = firstPageLazy(() => loadProductPage().then((m) => m.ProductPage));
export const preloadPage = ProductPage.preload;
// Admins only: shoppers never download the edit form.
const ProductEditForm = lazy(() =>
  loadProductEditForm().then((m) => ({ default: m.ProductEditForm })),
);
// A drop's page solves the browser check in the background (the widget loads only then); an
// ordinary page does not even download the check's chunk.
const DropCheck = lazy(() => loadDropCheck().then((m) => ({ default: m.DropCheck })));
// A raffle's state and entry, only for a product sold by raffle (Product.raffle): an ordinary
// page downloads neither the panel nor its answer's parser, and asks nothing of /api/drops.
// The admin panel, where a raffle is turned on, loads for admins on every product page.
const RafflePanel = lazy(() => loadRafflePanel().then((m) => ({ default: m.RafflePanel })));
const RaffleAdminPanel = lazy(() =>
  loadRaffleAdminPanel().then((m) => ({ default: m.RaffleAdminPanel })),
);

/** Below a drop: the browser check, and for a product sold by raffle its panel; else nothing. */
function DropExtras({ product }: { product: Product }) {
  // When the page opened: a drop then stays one for this visit (as DropCheck counts it).
  const [openedAt] = useState(() => Date.now());
  if (!isDrop(product, openedAt)) return null;
  return (
    <Suspense fallback={null}>
      <DropCheck />
      {product.raffle === true && <RafflePanel />}
    </Suspense>
  );
}

/** Route /p/:slug: the catalogue's product page, with the admins' edit form plugged in. */
export function ProductRoute() {
  const isAdmin = useSessionStore(selectIsAdmin);
  return (
    <>
      <ProductPage editForm={ProductEditForm} extras={DropExtras} />
      <Suspense fallback={null}>{isAdmin && <RaffleAdminPanel />}</Suspense>
    </>
  );
}
