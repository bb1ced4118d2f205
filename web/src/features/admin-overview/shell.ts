// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports nothing, so the app shell (router, layout) can use it and stay a small first load.
/** For the admin page: the Overview tab, a chunk of its own fetched when first opened. */
export const loadOverviewTab = () => import('./components/overview-tab');
