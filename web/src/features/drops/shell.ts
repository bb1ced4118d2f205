// This feature's parts that load on demand. It imports nothing, so the app shell can use it.
export const loadRafflePanel = () => import('./components/raffle-panel');
export const loadRaffleAdminPanel = () => import('./components/raffle-admin-panel');
