import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { notFound } from '../../core/errors';
import { productRef } from './product-document';

/**
 * Marks the product as sold by raffle (`raffle: true`) or as first come again (no field), in
 * the caller's transaction: features/drops, the owner of raffles, with the raffle's own write.
 * Reads the product (so call it before the transaction's other writes): 404 when it does not
 * exist. Writes only when the flag changes, and says whether it did; the caller then drops
 * the product list (invalidateProductCache) once the transaction has committed.
 */
export async function setSoldByRaffle(
  tx: Transaction,
  productId: string,
  raffle: boolean,
  at: Timestamp = Timestamp.now(),
): Promise<boolean> {
  const snap = await tx.get(productRef(productId));
  if (!snap.exists) throw notFound('Product not found');
  if ((snap.get('raffle') === true) === raffle) return false;
  tx.update(snap.ref, { raffle: raffle ? true : FieldValue.delete(), updatedAt: at });
  return true;
}
