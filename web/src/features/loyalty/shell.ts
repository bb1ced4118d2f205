// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports nothing, so the app shell (router, layout) can use it and stay a small first load.
export const loadReferralsPage = () => import('./components/referrals-page');
/** The account area's Promocodes and Referrals tabs, each a chunk of its own. */
export const loadPromocodesPanel = () => import('./components/promocodes-panel');
export const loadReferralsPanel = () => import('./components/referrals-panel');
