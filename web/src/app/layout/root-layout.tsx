import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { CartDrawerSlot } from '@/features/cart/shell';
import { m } from '@/i18n/messages';
import { resumeSession } from '../session';
import { scheduleVisitBeacon } from '../visit-beacon';
import { CheckoutSlot } from './checkout-slot';
import { CookieBanner } from './cookie-banner';
import { RecentSignInSlot } from './recent-sign-in-slot';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

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
      <CheckoutSlot />
      <RecentSignInSlot />
      <ScrollRestoration />
    </div>
  );
}
