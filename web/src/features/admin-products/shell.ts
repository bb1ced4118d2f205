// This feature's parts that load on demand: import() loaders, each a chunk of its own. It
// imports nothing, so the app shell (router, layout) can use it and stay a small first load.
/** The product page's edit mode (admins only): the app plugs it into the product page. */
export const loadProductEditForm = () => import('./components/product-edit-form');
/** For the admin page: its Products and Inventory tabs. */
export const loadProductsTab = () => import('./components/products-tab');
export const loadInventoryTab = () => import('./components/inventory-tab');
