import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CrashScreen } from '@/components/error-boundary';
import { RootLayout } from './layout/root-layout';

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
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
