// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports nothing, so the app shell (router, layout) can use it and stay a small first load.
export const loadAdminTicketsPage = () => import('./components/tickets-page');
/** For the admin page: its tab, fetched when first opened. */
export const loadTicketsTab = () => import('./components/tickets-tab');
