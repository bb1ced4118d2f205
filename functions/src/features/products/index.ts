// What other features may use of the catalogue: its documents, read through one converter.
export {
  parseProduct,
  productRef,
  allProducts,
  productsById,
  toProduct,
  toStockRow,
  type ProductsById,
  type StockRow,
} from './product-document';
// The stock an admin's order change moves, in its transaction (features/admin-orders).
export { orderStock, type ProductStock } from './order-stock.repository';
// A drop's stock spread over buckets (issue 23): orders read and build them, admin writes retire them.
export { bucketRefs, stockBuckets, type ProductStockView } from './stock-buckets.repository';
// The admin panel's catalogue writes (features/admin-catalog): slugs reserved with the product.
export { catalogWrites } from './catalog-writes.repository';
export { slugify } from './slug';
// Triggers that follow the catalogue (functions/src/index.ts: stock alerts).
export { PRODUCT_DOCUMENT } from './product-document';
// What the server-rendered pages (features/pages) read: one product, and the sitemap's list.
export { findProductBySlug, listProductPages, type ProductPageEntry } from './product-pages';
// Every write that changes a listed field (price, stock, limits...) calls this once it commits.
export { invalidateProductCache } from './products.service';
// The catalogue page's first cards (features/pages): the list GET /api/products answers.
export { listedProducts } from './products.service';
// Release times (issue 23): quotes and orders refuse a product before it goes on sale.
export { assertReleased } from './release-gate';
// Raffle mode (issue 23): features/drops marks a product sold by raffle, or first come again.
export { setSoldByRaffle } from './raffle-flag.repository';
