import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { TabList, TabPanel } from '@/components/ui/tab-list';
import { AdminOnly, AdminShell } from '@/features/admin';
import { loadCouponsTab } from '@/features/admin-coupons/shell';
import { loadLogsTab } from '@/features/admin-logs/shell';
import { ExportOrdersButton } from '@/features/admin-orders';
import { loadOverviewTab } from '@/features/admin-overview/shell';
import { loadInventoryTab, loadProductsTab } from '@/features/admin-products/shell';
import { loadReviewsAdminTab } from '@/features/admin-reviews/shell';
import { loadTicketsTab } from '@/features/admin-tickets/shell';
import { loadUsersTab } from '@/features/admin-users/shell';
import { OrdersTab, ShipmentsTab } from './admin-order-tabs';

// Each tab is a chunk of its own, fetched when it is first opened.
const OverviewTab = lazy(() => loadOverviewTab().then((m) => ({ default: m.OverviewTab })));
const ProductsTab = lazy(() => loadProductsTab().then((m) => ({ default: m.ProductsTab })));
const CouponsTab = lazy(() => loadCouponsTab().then((m) => ({ default: m.CouponsTab })));
const InventoryTab = lazy(() => loadInventoryTab().then((m) => ({ default: m.InventoryTab })));
const UsersTab = lazy(() => loadUsersTab().then((m) => ({ default: m.UsersTab })));
const LogsTab = lazy(() => loadLogsTab().then((m) => ({ default: m.LogsTab })));
const TicketsTab = lazy(() => loadTicketsTab().then((m) => ({ default: m.TicketsTab })));
const ReviewsAdminTab = lazy(() =>
  loadReviewsAdminTab().then((m) => ({ default: m.ReviewsAdminTab })),
);

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
  return (
    <AdminOnly title="Admin">
      <AdminPanel />
    </AdminOnly>
  );
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
    <AdminShell
      heading="Admin"
      pageTitle={label ? `Admin · ${label}` : 'Admin'}
      action={<ExportOrdersButton />}
    >
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
    </AdminShell>
  );
}
