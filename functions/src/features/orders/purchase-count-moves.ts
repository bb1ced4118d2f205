import type { Transaction } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { productRef, productsById } from '../products';
import { purchaseCountsRepository } from './purchase-counts.repository';

/**
 * Per-customer purchase counts follow an order's stock (admin-orders/order-stock.ts): the
 * move that returns its stock on cancel gives its counted units back, so the customer may buy
 * them again; the move that takes its stock on reopen counts them again, refused (409 naming
 * the product and the limit) when the customer has since bought up to the limit. Called
 * inside the admin order transaction, after the stock move and before the status write.
 */
export async function movePurchaseCounts(
  tx: Transaction,
  orderId: string,
  move: 'return' | 'take' | 'none',
): Promise<void> {
  if (move === 'none') return;
  const counted = await purchaseCountsRepository.countedByOrder(orderId);
  if (!counted) return;
  const { uid, units } = counted;
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
