// What other features may use from the catalogue.
export { catalogKeys } from './api/query-keys';
export { productQueryOptions } from './api/get-product';
export { productsQueryOptions, useProducts } from './api/get-products';
