import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { READ_DEADLINE_MS, withDeadline } from '../../core/deadline';
import { db } from '../../core/firebase';
import { productRef } from './product-document';

export interface LiveStock {
  id: string;
  stock: number;
}

/** A document's stock as shoppers may see it: a whole number, never below 0; null if unusable. */
export function stockOf(snap: DocumentSnapshot): number | null {
  if (!snap.exists) return null;
  const stock: unknown = snap.get('stock');
  if (typeof stock !== 'number' || !Number.isFinite(stock)) return null;
  return Math.max(0, Math.floor(stock));
}

export const liveStockRepository = {
  /**
   * The current stock of each product named, read from Firestore in one round trip (never the
   * instance's product list copy) and only the `stock` field. Unknown ids are left out.
   */
  async read(ids: readonly string[]): Promise<LiveStock[]> {
    const snaps = await withDeadline(
      db.getAll(...ids.map(productRef), { fieldMask: ['stock'] }),
      READ_DEADLINE_MS,
      'live stock read',
    );
    return snaps.flatMap((snap) => {
      const stock = stockOf(snap);
      return stock === null ? [] : [{ id: snap.id, stock }];
    });
  },
};
