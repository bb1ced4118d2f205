import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { CartDrawer } from '@/features/cart/shell';
import { resumeSession } from '../session';
import { scheduleVisitBeacon } from '../visit-beacon';
import { CheckoutSlot } from './checkout-slot';
import { CookieBanner } from './cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

export function RootLayout() {
  useEffect(resumeSession, []);
  useEffect(scheduleVisitBeacon, []);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <CookieBanner />
      <CartDrawer />
      <CheckoutSlot />
      <ScrollRestoration />
    </div>
  );
}
