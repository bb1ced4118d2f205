import {
  FieldValue,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/**
 * Layout: `purchaseCounts/{productId}_{uid}` {productId, uid, units}: the units of a product
 * with a per-customer limit that the account holds in orders that are not cancelled. One
 * small document per product and account, so a limit is checked without a range query over
 * orders, and only the account's own orders ever write it. Client access is denied by the
 * rules' default.
 *
 * Like product stock, it is read without a lock and each write is guarded (the update time
 * read, or `create` when it was absent), so a lost race fails the commit and runs again.
 * An order records what it counted in its private `limitedUnits` {productId: units}, which
 * cancel and reopen move back and forth, following `stockReturned` as stock does.
 */
export const purchaseCountRef = (productId: string, uid: string) =>
  db.collection('purchaseCounts').doc(`${productId}_${uid}`);

/** A counter as read: its units and its update time (null while it does not exist). */
export interface PurchaseCount {
  units: number;
  version: Timestamp | null;
}

export function toPurchaseCount(snap: DocumentSnapshot): PurchaseCount {
  const units: unknown = snap.get('units');
  return {
    units: snap.exists && typeof units === 'number' ? units : 0,
    version: snap.exists ? (snap.updateTime ?? null) : null,
  };
}

export const purchaseCountsRepository = {
  /** Counters of the account for these products, without locks (writes are guarded). */
  async read(productIds: readonly string[], uid: string): Promise<Map<string, PurchaseCount>> {
    if (productIds.length === 0) return new Map();
    const snaps = await db.getAll(...productIds.map((id) => purchaseCountRef(id, uid)));
    return new Map(productIds.map((id, i) => [id, toPurchaseCount(snaps[i] as DocumentSnapshot)]));
  },

  /** Adds units, guarded by what was read: the commit fails if the counter changed meanwhile. */
  add(tx: Transaction, productId: string, uid: string, read: PurchaseCount, units: number): void {
    const ref = purchaseCountRef(productId, uid);
    if (read.version === null) tx.create(ref, { productId, uid, units });
    else tx.update(ref, { units: read.units + units }, { lastUpdateTime: read.version });
  },

  /** Gives units back with an increment: it commutes with anything committed meanwhile. */
  giveBack(tx: Transaction, productId: string, uid: string, units: number): void {
    tx.set(
      purchaseCountRef(productId, uid),
      { productId, uid, units: FieldValue.increment(-units) },
      { merge: true },
    );
  },
};
