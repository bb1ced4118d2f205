// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports nothing, so the app shell (router, layout) can use it and stay a small first load.
/** The page a confirmation e-mail links to. */
export const loadConfirmOrderPage = () => import('./components/confirm-order-page');
