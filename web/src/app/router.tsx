import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { routerBasename } from '@/i18n/locale';
import { firstPageLazy } from '@/lib/first-page-lazy';
import { lazyWithQueries, withQueryClient } from '@/lib/query-layer';
import { loadAccountPage } from '@/features/auth/shell';
import { loadCatalogPage, loadProductPage } from '@/features/catalog/shell';
import { loadHomePage } from '@/features/home/shell';
import { loadConfirmOrderPage } from '@/features/order-confirmation/shell';
import { loadPrivacyPage } from '@/features/privacy/shell';
import { loadReviewsPage } from '@/features/reviews/shell';
import { loadConfirmStockAlertPage } from '@/features/stock-alerts/shell';
import { loadSupportPage } from '@/features/support/shell';
import { loadTrackingPage } from '@/features/tracking/shell';
import type { AccountPageName } from './account-routes';
import { RootLayout } from './layout/root-layout';
import { startSession } from './session';

// Every page is its own chunk; the first load holds only the shell (header, footer, cart).
// The features' shell.ts files import nothing, so the router holds no page code.
// Pages that read through queries load React Query's chunk beside their own (lazyWithQueries);
// the home page reads without it, so a visit of / loads none of it.
const HomePage = firstPageLazy(() => loadHomePage().then((m) => m.HomePage));
const CatalogPage = firstPageLazy(() =>
  withQueryClient(loadCatalogPage().then((m) => m.CatalogPage)),
);
// The route's parts (drop check, raffle panels, admin form) are not in the first load; the
// product page's chunk starts with the route's and the query client's, not after them.
const loadProductRoute = () =>
  Promise.all([import('./routes/product-route'), loadProductPage()]).then(async ([route]) => {
    await route.preloadPage();
    return route.ProductRoute;
  });
const ProductRoute = firstPageLazy(() => withQueryClient(loadProductRoute()));

/**
 * Asks for the first page's chunks as the app starts, not once React's first render reaches
 * the page: its largest content waits for them. Settles once they are in (main.tsx renders
 * then, and the page renders at once) or failed (the page's own import reports that).
 */
export function preloadFirstPage(pathname: string): Promise<void> {
  const page =
    pathname === paths.home.to()
      ? HomePage
      : pathname === paths.catalog.to()
        ? CatalogPage
        : pathname.startsWith(paths.product.to(''))
          ? ProductRoute
          : null;
  // The catalogue also waits for its list: the server painted its first cards (functions'
  // catalog-first-paint.ts), which React must replace with its own, not with the loader. A
  // slow API waits no longer than 1.5 s (`prefetchCatalog`): the page then shows its loader.
  const ready =
    page === CatalogPage
      ? Promise.all([page.preload(), loadCatalogPage().then((m) => m.prefetchCatalog())])
      : page?.preload();
  return (ready ?? Promise.resolve())
    .then(() => undefined)
    .catch(() => {
      // Reported by the page's own import when it renders.
    });
}

// Pages that put several features together are composed here, in app/routes.
const WishlistPage = lazyWithQueries(() =>
  import('./routes/wishlist-page').then((m) => m.WishlistPage),
);
const TrackingPage = lazyWithQueries(() => loadTrackingPage().then((m) => m.TrackingPage));
const PrivacyPage = lazy(() => loadPrivacyPage().then((m) => ({ default: m.PrivacyPage })));
const ConfirmOrderPage = lazyWithQueries(() =>
  loadConfirmOrderPage().then((m) => m.ConfirmOrderPage),
);
const ConfirmStockAlertPage = lazyWithQueries(() =>
  loadConfirmStockAlertPage().then((m) => m.ConfirmStockAlertPage),
);
// Accounts: nothing of it (nor Firebase) is in the first load. Pages that need an account
// sit behind the session gate; they and the gate are one chunk (account-routes.tsx), and the
// session check starts beside its request, not after it.
const AccountPage = lazyWithQueries(() => loadAccountPage().then((m) => m.AccountPage));
const LazyAccountRoute = lazy(() => {
  void startSession();
  return import('./account-routes').then((m) => ({ default: m.AccountRoute }));
});
const account = (page: AccountPageName) => <LazyAccountRoute page={page} />;
const ReviewsPage = lazyWithQueries(() => loadReviewsPage().then((m) => m.ReviewsPage));
const SupportPage = lazyWithQueries(() => loadSupportPage().then((m) => m.SupportPage));
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

// The declarative router: the app uses no loaders or actions, and the data router's code
// was 17 KB gzip of the first load (docs/decisions.md). Crashes are caught in the layout.
export function AppRouter() {
  return (
    // Every route has a Russian twin under /ru: the same routes below the basename.
    <BrowserRouter basename={routerBasename()}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.home.pattern} element={<HomePage />} />
          <Route path={paths.catalog.pattern} element={<CatalogPage />} />
          <Route path={paths.product.pattern} element={<ProductRoute />} />
          <Route path={paths.wishlist.pattern} element={<WishlistPage />} />
          <Route path={paths.tracking.pattern} element={<TrackingPage />} />
          <Route path={paths.privacy.pattern} element={<PrivacyPage />} />
          <Route path={paths.confirmOrder.pattern} element={<ConfirmOrderPage />} />
          <Route path={paths.confirmStockAlert.pattern} element={<ConfirmStockAlertPage />} />
          <Route path={paths.reviews.pattern} element={<ReviewsPage />} />
          <Route path={paths.support.pattern} element={<SupportPage />} />
          <Route path={paths.signIn.pattern} element={<AccountPage />} />
          <Route path={paths.profile.pattern} element={account('profile')} />
          <Route path={paths.orders.pattern} element={account('orders')} />
          <Route path={paths.order.pattern} element={account('order')} />
          <Route path={paths.referrals.pattern} element={account('referrals')} />
          <Route path={paths.admin.pattern} element={account('admin')} />
          <Route path={paths.adminTickets.pattern} element={account('adminTickets')} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
