import type { PageRequest } from '../../contract/paging';
import { searchKey } from '../../core/search-tokens';
import { storedOrdersRepository as orders, type StoredOrder } from '../orders';
import { parseOrderCode } from './order-code';

/**
 * The admin's order search (`?q=`, issue 25), tried in this order: the full order id (one
 * read; the answer is that order alone), the short number the customer quotes (`#ABC123`,
 * any case: the stored `number`), the contact or account e-mail (any case: the order's
 * search tokens). Anything else finds nothing. Newest first, paged like the list.
 */
export async function searchOrders(
  q: string,
  page: PageRequest,
): Promise<{ items: StoredOrder[]; nextCursor: string | null }> {
  const { id, number } = parseOrderCode(q);
  if (id && page.cursor === null) {
    const order = await orders.find(id);
    if (order) return { items: [order], nextCursor: null };
  }
  if (number) return orders.search({ number }, page);
  const key = searchKey(q);
  if (key.includes('@')) return orders.search({ email: key }, page);
  return { items: [], nextCursor: null };
}
