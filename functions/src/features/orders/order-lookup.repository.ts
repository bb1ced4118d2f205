import type { Order } from '../../contract/order';
import { db } from '../../core/firebase';
import { parseOrder } from './stored-order';

/**
 * Orders sharing one short number are rare (it is 6 characters of a random id), so a few
 * is plenty; the e-mail then picks one of them.
 */
export const LOOKUP_CANDIDATES = 5;

export const orderLookupRepository = {
  /**
   * Orders whose stored `number` (`orderNumberOf` of the id) is this one, newest or not:
   * at most LOOKUP_CANDIDATES. Broken documents are skipped (and logged by id).
   * Single-field index on `number` (automatic).
   */
  async withNumber(number: string): Promise<Order[]> {
    const snap = await db
      .collection('orders')
      .where('number', '==', number)
      .limit(LOOKUP_CANDIDATES)
      .get();
    return snap.docs.flatMap((doc) => parseOrder(doc) ?? []);
  },
};
