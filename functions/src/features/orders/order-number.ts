/**
 * The order number customers see (spec section 9): the first 6 characters of the order id,
 * upper-cased, shown as `#ABC123`. Stored on each order as `number` so an admin can find the
 * order by it; it is not unique, so a lookup by number must handle several matches.
 */
export const ORDER_NUMBER_LENGTH = 6;

export const orderNumberOf = (orderId: string): string =>
  orderId.slice(0, ORDER_NUMBER_LENGTH).toUpperCase();
