import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { CartDrawerSlot, useCartStore } from '@/features/cart/shell';
import { m } from '@/i18n/messages';
import { resumeSession } from '../session';
import { scheduleVisitBeacon } from '../visit-beacon';
import { CookieBanner } from './cookie-banner';
import { RecentSignInSlot } from './recent-sign-in-slot';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

// The checkout opens only from the cart drawer: its slot (with the checkout's loader) is a chunk
// fetched on the drawer's first opening.
const CheckoutSlot = lazy(() =>
  import('./checkout-slot').then((m) => ({ default: m.CheckoutSlot })),
);

function CheckoutSlotOnceCartOpened() {
  const drawerOpen = useCartStore((state) => state.drawerOpen);
  const [wanted, setWanted] = useState(drawerOpen);
  if (drawerOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutSlot />
    </Suspense>
  );
}

export function RootLayout() {
  useEffect(resumeSession, []);
  useEffect(scheduleVisitBeacon, []);
  const { pathname } = useLocation();

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {m.shell_skip_link()}
      </a>
      <SiteHeader />
      <main id="main" className="shell__main" tabIndex={-1}>
        {/* Pages crash inside the layout, so header and footer stay usable; moving to
            another page tries again. */}
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <CookieBanner />
      <CartDrawerSlot />
      <CheckoutSlotOnceCartOpened />
      <RecentSignInSlot />
      <ScrollRestoration />
    </div>
  );
}
