import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CrashScreen } from '@/components/error-boundary';
import { loadAccountAreaPage } from '@/features/account/shell';
import { loadAdminTicketsPage } from '@/features/admin-tickets/shell';
import { loadAccountPage } from '@/features/auth/shell';
import { loadCatalogPage } from '@/features/catalog/shell';
import { loadHomePage } from '@/features/home/shell';
import { loadReferralsPage } from '@/features/loyalty/shell';
import { loadMyOrdersPage, loadOrderDetailPage } from '@/features/orders/shell';
import { loadPrivacyPage } from '@/features/privacy/shell';
import { loadReviewsPage } from '@/features/reviews/shell';
import { loadSupportPage } from '@/features/support/shell';
import { loadTrackingPage } from '@/features/tracking/shell';
import { loadWishlistPage } from '@/features/wishlist/shell';
import { RootLayout } from './layout/root-layout';
import { ProductRoute } from './routes/product-route';
import { SessionGate } from './session-gate';

// Every page is its own chunk; the first load holds only the shell (header, footer, cart).
// The features' shell.ts files import nothing, so the router holds no page code.
const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));
const CatalogPage = lazy(() => loadCatalogPage().then((m) => ({ default: m.CatalogPage })));
const WishlistPage = lazy(() => loadWishlistPage().then((m) => ({ default: m.WishlistPage })));
const TrackingPage = lazy(() => loadTrackingPage().then((m) => ({ default: m.TrackingPage })));
const PrivacyPage = lazy(() => loadPrivacyPage().then((m) => ({ default: m.PrivacyPage })));
// Accounts: nothing of it (nor Firebase) is in the first load. Pages that need an account
// sit behind the session gate, which fetches their chunk while it checks the session.
const AccountPage = lazy(() => loadAccountPage().then((m) => ({ default: m.AccountPage })));
const AccountAreaPage = lazy(() =>
  loadAccountAreaPage().then((m) => ({ default: m.AccountAreaPage })),
);
const MyOrdersPage = lazy(() => loadMyOrdersPage().then((m) => ({ default: m.MyOrdersPage })));
const OrderDetailPage = lazy(() =>
  loadOrderDetailPage().then((m) => ({ default: m.OrderDetailPage })),
);
const ReferralsPage = lazy(() => loadReferralsPage().then((m) => ({ default: m.ReferralsPage })));
// The admin panel, and each of its tabs, is a chunk that only admins' visits fetch.
const loadAdmin = () => import('./routes/admin-page');
const AdminPage = lazy(() => loadAdmin().then((m) => ({ default: m.AdminPage })));
const AdminTicketsPage = lazy(() =>
  loadAdminTicketsPage().then((m) => ({ default: m.AdminTicketsPage })),
);
const ReviewsPage = lazy(() => loadReviewsPage().then((m) => ({ default: m.ReviewsPage })));
const SupportPage = lazy(() => loadSupportPage().then((m) => ({ default: m.SupportPage })));
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <CrashScreen />,
    children: [
      {
        // Pages crash inside the layout, so header and footer stay usable.
        errorElement: <CrashScreen />,
        children: [
          { path: paths.home.pattern, element: <HomePage /> },
          { path: paths.catalog.pattern, element: <CatalogPage /> },
          { path: paths.product.pattern, element: <ProductRoute /> },
          { path: paths.wishlist.pattern, element: <WishlistPage /> },
          { path: paths.tracking.pattern, element: <TrackingPage /> },
          { path: paths.privacy.pattern, element: <PrivacyPage /> },
          { path: paths.reviews.pattern, element: <ReviewsPage /> },
          { path: paths.support.pattern, element: <SupportPage /> },
          { path: paths.signIn.pattern, element: <AccountPage /> },
          {
            path: paths.profile.pattern,
            element: (
              <SessionGate preload={loadAccountAreaPage}>
                <AccountAreaPage />
              </SessionGate>
            ),
          },
          {
            path: paths.orders.pattern,
            element: (
              <SessionGate preload={loadMyOrdersPage}>
                <MyOrdersPage />
              </SessionGate>
            ),
          },
          {
            path: paths.order.pattern,
            element: (
              <SessionGate preload={loadOrderDetailPage}>
                <OrderDetailPage />
              </SessionGate>
            ),
          },
          {
            path: paths.referrals.pattern,
            element: (
              <SessionGate preload={loadReferralsPage}>
                <ReferralsPage />
              </SessionGate>
            ),
          },
          {
            path: paths.admin.pattern,
            element: (
              <SessionGate preload={loadAdmin}>
                <AdminPage />
              </SessionGate>
            ),
          },
          {
            path: paths.adminTickets.pattern,
            element: (
              <SessionGate preload={loadAdminTicketsPage}>
                <AdminTicketsPage />
              </SessionGate>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
