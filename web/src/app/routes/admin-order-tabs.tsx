import { lazy } from 'react';
import { adminLogsKeys } from '@/features/admin-logs';
import { loadOrdersTab, loadShipmentsTab } from '@/features/admin-orders/shell';
import { adminOverviewKeys } from '@/features/admin-overview';
import { catalogKeys } from '@/features/catalog';
import { ordersKeys } from '@/features/orders';

/**
 * What an order change (a status, a tracking number, a demo order) makes stale besides the
 * admin orders' own lists: the figures and the log, the customer's own order views, and (a
 * cancellation returns stock) the products.
 */
const STALE_AFTER_ORDER_CHANGE = [
  adminOverviewKeys.all,
  adminLogsKeys.all,
  ordersKeys.all,
  catalogKeys.all,
];

// Each tab is a chunk of its own, fetched when it is first opened.
const LazyOrdersTab = lazy(() => loadOrdersTab().then((m) => ({ default: m.OrdersTab })));
const LazyShipmentsTab = lazy(() => loadShipmentsTab().then((m) => ({ default: m.ShipmentsTab })));

/** The admin page's Orders tab (the list, status changes, View Details). */
export function OrdersTab() {
  return <LazyOrdersTab staleAfterChange={STALE_AFTER_ORDER_CHANGE} />;
}

/** The admin page's Shipments tab (tracking numbers, demo orders). */
export function ShipmentsTab() {
  return <LazyShipmentsTab staleAfterChange={STALE_AFTER_ORDER_CHANGE} />;
}
