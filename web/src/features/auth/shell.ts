// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports nothing, so the app shell (router, layout) can use it and stay a small first load.
export const loadAccountPage = () => import('./components/account-page');
/** Sign-in state: Firebase and the session cookie kept in step (see session-sync.ts). */
export const loadSessionSync = () => import('./session-sync');
/** The password prompt for a recent sign-in (admins, before passport data and the export). */
export const loadRecentSignInDialog = () => import('./components/recent-sign-in-dialog');
