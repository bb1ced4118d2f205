// What other features may use of checkout: how a cart is priced and checked against stock.
export { assertInStock, priceLines, type RequestedLine } from './cart-lines';
export { priceCart } from './pricing';
