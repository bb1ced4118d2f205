// What other features may use of the catalogue: its documents, read through one converter.
export {
  parseProduct,
  productRef,
  productsById,
  toProduct,
  type ProductsById,
} from './product-document';
