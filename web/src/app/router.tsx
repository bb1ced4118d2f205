import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CrashScreen } from '@/components/error-boundary';
import { RootLayout } from './layout/root-layout';
import { SessionGate } from './session-gate';

// Every page is its own chunk; the first load holds only the shell (header, footer, cart).
const HomePage = lazy(() =>
  import('@/features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
const CatalogPage = lazy(() =>
  import('@/features/catalog/components/catalog-page').then((m) => ({ default: m.CatalogPage })),
);
const ProductPage = lazy(() =>
  import('@/features/catalog/components/product-page').then((m) => ({ default: m.ProductPage })),
);
const WishlistPage = lazy(() =>
  import('@/features/wishlist/components/wishlist-page').then((m) => ({
    default: m.WishlistPage,
  })),
);
const TrackingPage = lazy(() =>
  import('@/features/tracking/components/tracking-page').then((m) => ({
    default: m.TrackingPage,
  })),
);
const PrivacyPage = lazy(() =>
  import('@/features/privacy/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
// Accounts: nothing of it (nor Firebase) is in the first load. Pages that need an account
// sit behind the session gate, which fetches their chunk while it checks the session.
const AccountPage = lazy(() =>
  import('@/features/auth/components/account-page').then((m) => ({ default: m.AccountPage })),
);
const loadAccountArea = () => import('@/features/account/components/account-area-page');
const AccountAreaPage = lazy(() => loadAccountArea().then((m) => ({ default: m.AccountAreaPage })));
const loadMyOrders = () => import('@/features/orders/components/my-orders-page');
const MyOrdersPage = lazy(() => loadMyOrders().then((m) => ({ default: m.MyOrdersPage })));
const loadOrderDetail = () => import('@/features/orders/components/order-detail-page');
const OrderDetailPage = lazy(() => loadOrderDetail().then((m) => ({ default: m.OrderDetailPage })));
const loadReferrals = () => import('@/features/loyalty/components/referrals-page');
const ReferralsPage = lazy(() => loadReferrals().then((m) => ({ default: m.ReferralsPage })));
// The admin panel is one chunk that only admins' visits fetch.
const loadAdmin = () => import('./routes/admin-page');
const AdminPage = lazy(() => loadAdmin().then((m) => ({ default: m.AdminPage })));
const loadAdminTickets = () => import('@/features/admin-tickets/components/tickets-page');
const AdminTicketsPage = lazy(() =>
  loadAdminTickets().then((m) => ({ default: m.AdminTicketsPage })),
);
const ReviewsPage = lazy(() =>
  import('@/features/reviews/components/reviews-page').then((m) => ({ default: m.ReviewsPage })),
);
const SupportPage = lazy(() =>
  import('@/features/support/components/support-page').then((m) => ({ default: m.SupportPage })),
);
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
          { path: paths.product.pattern, element: <ProductPage /> },
          { path: paths.wishlist.pattern, element: <WishlistPage /> },
          { path: paths.tracking.pattern, element: <TrackingPage /> },
          { path: paths.privacy.pattern, element: <PrivacyPage /> },
          { path: paths.reviews.pattern, element: <ReviewsPage /> },
          { path: paths.support.pattern, element: <SupportPage /> },
          { path: paths.signIn.pattern, element: <AccountPage /> },
          {
            path: paths.profile.pattern,
            element: (
              <SessionGate preload={loadAccountArea}>
                <AccountAreaPage />
              </SessionGate>
            ),
          },
          {
            path: paths.orders.pattern,
            element: (
              <SessionGate preload={loadMyOrders}>
                <MyOrdersPage />
              </SessionGate>
            ),
          },
          {
            path: paths.order.pattern,
            element: (
              <SessionGate preload={loadOrderDetail}>
                <OrderDetailPage />
              </SessionGate>
            ),
          },
          {
            path: paths.referrals.pattern,
            element: (
              <SessionGate preload={loadReferrals}>
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
              <SessionGate preload={loadAdminTickets}>
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
