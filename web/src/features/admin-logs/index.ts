// What other features may use from the admin log.
export { adminLogsKeys } from './api/query-keys';
