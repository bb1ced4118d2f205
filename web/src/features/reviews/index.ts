// What other features may use from reviews.
export { reviewsKeys } from './api/query-keys';
