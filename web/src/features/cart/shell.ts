// For the app shell (the layout): the cart's button, store and the drawer's slot are part of
// the first load; the drawer itself loads on demand (components/cart-drawer-slot.tsx). Other
// features use index.ts: a chunk that imports this file would split the first load (a Rolldown
// chunking quirk, rolldown#10731).
export { CartButton } from './components/cart-button';
export { CartDrawerSlot } from './components/cart-drawer-slot';
export { useCartStore } from './stores/cart-store';
