// What other features may use from the admin overview.
export { adminOverviewKeys } from './api/query-keys';
