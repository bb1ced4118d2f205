import { assertInStock } from '../checkout';
import { productRef, productsById } from '../products';
import { db } from '../../core/firebase';
import { idempotencyDocId } from './idempotency';
import { idempotencyRef, toKeyRecord } from './idempotency-claim';

interface Line {
  id: string;
  qty: number;
}

/**
 * The cheap answer of a drop's burst (issue 23): once a product is gone, an order for it is
 * refused after one plain read of the products and the key's record (no claim, no
 * transaction, nothing written), with the 409 the transaction would give. It only ever
 * refuses: a product with enough stock goes on to the transaction, which checks the stock
 * again at commit, so nothing is sold below zero. A key whose order is already placed is
 * left to its replay, and an unknown product to the order's own 400.
 */
export async function refuseIfSoldOut(
  items: readonly Line[],
  idempotencyKey: string,
): Promise<void> {
  const ids = [...new Set(items.map((line) => line.id))];
  if (ids.length === 0) return;
  const [key, ...snaps] = await db.getAll(
    idempotencyRef(idempotencyDocId(idempotencyKey)),
    ...ids.map(productRef),
  );
  if (!key || toKeyRecord(key).state === 'placed') return;
  const products = productsById(snaps);
  const short = items.some(({ id, qty }) => {
    const product = products.get(id);
    return product !== null && product !== undefined && product.stock < qty;
  });
  if (short) assertInStock(items, products);
}
