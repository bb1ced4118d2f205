// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports nothing, so the app shell (router, layout) can use it and stay a small first load.
/** The account area's Profile and Settings tabs (the area is composed in app/routes/account). */
export const loadProfileTab = () => import('./components/profile-tab');
export const loadSettingsTab = () => import('./components/settings-tab');
