import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
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
  /** The client's window of placed orders as read (order-limits.ts), when one was asked for. */
  orderWindow: DocumentSnapshot | null;
}

/**
 * One plain read (no locks, nothing written) of the key's record, the requested products and
 * the client's window of placed orders, before the key is claimed: the release check, the
 * sold-out answer and the limit's early refusal all use it, so a refused order costs one
 * round trip.
 */
export async function readBeforeClaim(
  items: readonly Line[],
  idempotencyKey: string,
  orderWindow: DocumentReference | null = null,
): Promise<BeforeClaim> {
  const ids = [...new Set(items.map((line) => line.id))];
  const windowRefs = orderWindow ? [orderWindow] : [];
  const [key, ...rest] = await db.getAll(
    idempotencyRef(idempotencyDocId(idempotencyKey)),
    ...windowRefs,
    ...ids.map(productRef),
  );
  const window = orderWindow ? (rest[0] ?? null) : null;
  const snaps = orderWindow ? rest.slice(1) : rest;
  return {
    keyPlaced: key ? toKeyRecord(key).state === 'placed' : false,
    products: productsById(snaps),
    snaps,
    orderWindow: window,
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
