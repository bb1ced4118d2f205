// This feature's parts that load on demand. It imports nothing, so the app shell can use it.
export const loadDropCheck = () => import('./components/drop-check');
