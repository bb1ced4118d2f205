import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { assertInStock } from '../checkout';
import { productRef, productsById, type ProductsById } from '../products';
import { db } from '../../core/firebase';
import { idempotencyDocId } from './idempotency';
import { idempotencyRef, toKeyRecord } from './idempotency-claim';

interface Line {
  id: string;
  qty: number;
}

/** What one lock-free read before the key's claim saw: the key's state and the products. */
export interface BeforeClaim {
  keyPlaced: boolean;
  products: ProductsById;
  /** The products' documents as read (a drop's buckets are built from them). */
  snaps: DocumentSnapshot[];
}

/**
 * One plain read (no locks, nothing written) of the key's record and the requested products,
 * before the key is claimed: the release check and the sold-out answer both use it, so a
 * refused order costs one round trip.
 */
export async function readBeforeClaim(
  items: readonly Line[],
  idempotencyKey: string,
): Promise<BeforeClaim> {
  const ids = [...new Set(items.map((line) => line.id))];
  const [key, ...snaps] = await db.getAll(
    idempotencyRef(idempotencyDocId(idempotencyKey)),
    ...ids.map(productRef),
  );
  return {
    keyPlaced: key ? toKeyRecord(key).state === 'placed' : false,
    products: productsById(snaps),
    snaps,
  };
}

/**
 * The cheap answer of a drop's burst (issue 23): once a product is gone, an order for it is
 * refused from that read (no claim, no transaction, nothing written), with the 409 the
 * transaction would give. It only ever refuses: a product with enough stock goes on to the
 * transaction, which checks the stock again at commit, so nothing is sold below zero. A key
 * whose order is already placed is left to its replay, and an unknown product to the order's
 * own 400.
 */
export function refuseIfSoldOut(items: readonly Line[], seen: BeforeClaim): void {
  if (seen.keyPlaced) return;
  const short = items.some(({ id, qty }) => {
    const product = seen.products.get(id);
    return product !== null && product !== undefined && product.stock < qty;
  });
  if (short) assertInStock(items, seen.products);
}
