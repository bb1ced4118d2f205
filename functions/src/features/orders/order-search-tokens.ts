import { searchKey, tokenSet } from '../../core/search-tokens';

/** What an order's admin search tokens are made of: its account's and its contact e-mail. */
export interface OrderEmails {
  userEmail: string;
  shippingData: { email: string };
}

/**
 * The admin search's tokens of an order (core/search-tokens.ts): the two e-mails lower-cased,
 * whole (an order is found by its full contact e-mail, not a prefix). One or two index
 * entries per order. The short number and the id need no tokens: `number` is stored already
 * and the id is the document's.
 */
export const orderSearchTokens = (order: OrderEmails): string[] =>
  tokenSet([order.userEmail, order.shippingData.email].map(searchKey).filter((key) => key !== ''));
