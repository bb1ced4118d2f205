// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports nothing, so the app shell (router, layout) can use it and stay a small first load.
export const loadConfirmStockAlertPage = () => import('./components/confirm-stock-alert-page');
