// What other features may use of the catalogue: its documents, read through one converter.
export {
  parseProduct,
  productRef,
  productsById,
  toProduct,
  type ProductsById,
} from './product-document';
// What the server-rendered pages (features/pages) read: one product, and the sitemap's list.
export { findProductBySlug, listProductPages, type ProductPageEntry } from './product-pages';
// Every write that changes a listed field (price, stock, limits...) calls this once it commits.
export { invalidateProductCache } from './products.service';
