// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports nothing, so the app shell (router, layout) can use it and stay a small first load.
export const loadMyOrdersPage = () => import('./components/my-orders-page');
export const loadOrderDetailPage = () => import('./components/order-detail-page');
/** The account area's Orders tab, a chunk of its own. */
export const loadOrdersList = () => import('./components/orders-list');
