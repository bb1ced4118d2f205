import type { Transaction } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { productRef, productsById } from '../products';
import { purchaseCountsRepository } from './purchase-counts.repository';
import type { StoredOrder } from './stored-order';

/**
 * Per-customer purchase counts follow an order's stock (admin-orders/order-stock.ts): the
 * move that returns its stock on cancel gives its counted units back, so the customer may buy
 * them again; the move that takes its stock on reopen counts them again, refused (409 naming
 * the product and the limit) when the customer has since bought up to the limit. Called
 * inside the admin order transaction, after the stock move and before the status write, with
 * the order that transaction read (its write is guarded by that read).
 */
export async function movePurchaseCounts(
  tx: Transaction,
  order: Pick<StoredOrder, 'userUid' | 'limitedUnits'>,
  move: 'return' | 'take' | 'none',
): Promise<void> {
  // Who placed the order and what it counted (nothing for guests, demo and older orders).
  const uid = order.userUid;
  const units = new Map(Object.entries(order.limitedUnits));
  if (move === 'none' || uid === null || units.size === 0) return;
  const ids = [...units.keys()];
  if (move === 'return') {
    for (const [id, qty] of units) purchaseCountsRepository.giveBack(tx, id, uid, qty);
    return;
  }
  const [counts, products] = await Promise.all([
    purchaseCountsRepository.read(ids, uid),
    db.getAll(...ids.map(productRef)).then(productsById),
  ]);
  for (const [id, qty] of units) {
    const read = counts.get(id) ?? { units: 0, version: null };
    const limit = products.get(id)?.maxPerCustomer;
    if (limit !== undefined && read.units + qty > limit) {
      const title = products.get(id)?.title ?? id;
      throw new AppError(
        'purchase_limit',
        `Reopening this order would pass the limit of ${limit} per customer for '${title}': the customer holds ${read.units} in other orders`,
        409,
      );
    }
    purchaseCountsRepository.add(tx, id, uid, read, qty);
  }
}
