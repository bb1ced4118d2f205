import { loadAdminTicketsPage } from '@/features/admin-tickets/shell';
import { loadReferralsPage } from '@/features/loyalty/shell';
import { loadMyOrdersPage, loadOrderDetailPage } from '@/features/orders/shell';
import { lazyWithQueries } from '@/lib/query-layer';
import { SessionGate } from './session-gate';

// The pages that need an account, each behind the session gate: a chunk of its own, which the
// router fetches when a visit opens one of them, so no other page's first load carries their
// loaders or the gate. The gate fetches the page's chunk while it checks the session.
const loadAccountArea = () => import('./routes/account/account-area-page');
// The admin panel, and each of its tabs, is a chunk that only admins' visits fetch.
const loadAdmin = () => import('./routes/admin-page');

const pages = {
  profile: {
    preload: loadAccountArea,
    Page: lazyWithQueries(() => loadAccountArea().then((m) => m.AccountAreaPage)),
  },
  orders: {
    preload: loadMyOrdersPage,
    Page: lazyWithQueries(() => loadMyOrdersPage().then((m) => m.MyOrdersPage)),
  },
  order: {
    preload: loadOrderDetailPage,
    Page: lazyWithQueries(() => loadOrderDetailPage().then((m) => m.OrderDetailPage)),
  },
  referrals: {
    preload: loadReferralsPage,
    Page: lazyWithQueries(() => loadReferralsPage().then((m) => m.ReferralsPage)),
  },
  admin: {
    preload: loadAdmin,
    Page: lazyWithQueries(() => loadAdmin().then((m) => m.AdminPage)),
    audience: 'admin',
  },
  adminTickets: {
    preload: loadAdminTicketsPage,
    Page: lazyWithQueries(() => loadAdminTicketsPage().then((m) => m.AdminTicketsPage)),
    audience: 'admin',
  },
} as const;

export type AccountPageName = keyof typeof pages;

/** One page that needs an account (an admin's for `admin` and `adminTickets`), behind the gate. */
export function AccountRoute({ page }: { page: AccountPageName }) {
  const entry = pages[page];
  return (
    <SessionGate
      preload={entry.preload}
      audience={'audience' in entry ? entry.audience : 'account'}
    >
      <entry.Page />
    </SessionGate>
  );
}
