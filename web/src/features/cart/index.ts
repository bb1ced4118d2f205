// What other features may use from the cart (the layout takes its parts from shell.ts).
export type { CartTotals } from './cart-totals';
export { toCheckoutLines } from './checkout-lines';
export { useCartStore, type CartItem } from './stores/cart-store';
export { cartActions, useCartTotals } from './stores/cart-actions';
