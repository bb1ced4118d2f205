// For the app shell (the layout): the cart's drawer, button and store, all part of the first
// load. Other features use index.ts: a chunk that imports this file would split the first load
// (a Rolldown chunking quirk, rolldown#10731).
export { CartButton } from './components/cart-button';
export { CartDrawer } from './components/cart-drawer';
export { useCartStore } from './stores/cart-store';
