import { Suspense, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { TabList, TabPanel } from '@/components/ui/tab-list';
import { env } from '@/config/env';
import { selectIsAdmin, useSessionStore } from '@/lib/session-store';
import { CouponsTab } from '@/features/admin-coupons/components/coupons-tab';
import { InventoryTab } from '@/features/admin-products/components/inventory-tab';
import { LogsTab } from '@/features/admin-logs/components/logs-tab';
import { OrdersTab } from '@/features/admin-orders/components/orders-tab';
import { OverviewTab } from '@/features/admin-overview/components/overview-tab';
import { ProductsTab } from '@/features/admin-products/components/products-tab';
import { ReviewsAdminTab } from '@/features/admin-reviews/components/reviews-admin-tab';
import { ShipmentsTab } from '@/features/admin-orders/components/shipments-tab';
import { TicketsTab } from '@/features/admin-tickets/components/tickets-tab';
import { UsersTab } from '@/features/admin-users/components/users-tab';
import '@/features/admin/components/admin.css';

export const ADMIN_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'orders', label: 'Orders' },
  { key: 'products', label: 'Products' },
  { key: 'shipments', label: 'Shipments' },
  { key: 'coupons', label: 'Coupons' },
  { key: 'inventory', label: 'Inventory' },
  { key: 'users', label: 'Users' },
  { key: 'logs', label: 'Logs' },
  { key: 'tickets', label: 'Tickets' },
  { key: 'reviews', label: 'Reviews' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['key'];

export function adminTabFromParam(value: string | null): AdminTab {
  return ADMIN_TABS.find((item) => item.key === value)?.key ?? 'overview';
}

/** Route /admin (behind the session gate). The server checks the role on every call too. */
export function AdminPage() {
  const isAdmin = useSessionStore(selectIsAdmin);
  if (!isAdmin) {
    return (
      <section className="glass page empty-state">
        <PageTitle title="Admin" />
        <p>Admin only. Sign in with an admin email.</p>
      </section>
    );
  }
  return <AdminPanel />;
}

function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const idBase = useId();
  const tab = adminTabFromParam(params.get('tab'));
  const label = ADMIN_TABS.find((item) => item.key === tab)?.label;

  const panels: Record<AdminTab, ReactNode> = {
    overview: <OverviewTab />,
    orders: <OrdersTab />,
    products: <ProductsTab />,
    shipments: <ShipmentsTab />,
    coupons: <CouponsTab />,
    inventory: <InventoryTab />,
    users: <UsersTab />,
    logs: <LogsTab />,
    tickets: <TicketsTab />,
    reviews: <ReviewsAdminTab />,
  };

  return (
    <section className="glass page admin" aria-labelledby="admin-title">
      <PageTitle title={label ? `Admin · ${label}` : 'Admin'} />
      <header className="page-header admin__header">
        <div>
          <p className="eyebrow">Store management</p>
          <h1 id="admin-title">Admin</h1>
        </div>
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <a
          className="button button--ghost"
          href={`${env.apiBaseUrl}/admin/export/orders.csv`}
          download
        >
          Export orders (CSV)
        </a>
      </header>
      <TabList
        label="Admin sections"
        idBase={idBase}
        tabs={ADMIN_TABS}
        selected={tab}
        className="admin__tabs"
        onSelect={(key) => {
          setParams(key === 'overview' ? {} : { tab: key }, { replace: true });
        }}
      />
      <TabPanel key={tab} idBase={idBase} selected={tab} className="admin__panel">
        <Suspense fallback={<PageLoader />}>{panels[tab]}</Suspense>
      </TabPanel>
    </section>
  );
}
