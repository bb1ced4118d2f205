import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { Product } from '../../contract/product';
import { db } from '../../core/firebase';
import { productRef, productsCollection, toProduct } from './product-document';
import { stockBuckets, type ProductStockView } from './stock-buckets.repository';

/**
 * Stock as it stands, for an order's status change: null when the product no longer exists.
 * `view` is the stock with its update time and a drop's buckets (stock-buckets.ts), which a
 * take draws from first.
 */
export type ProductStock = { title: string; stock: number; view: ProductStockView } | null;

/**
 * The stock moves of orders: a placed order's take (features/orders) and an admin's order
 * change (features/admin-orders), written inside the caller's transaction. An admin change
 * reads without locks. Taking stock is guarded by the update time read, so
 * the stock checked is the stock at commit; giving it back is an increment, which commutes
 * with whatever was committed meanwhile.
 */
export const orderStock = {
  /** Current stock of the products, read without locks (see `take`). */
  async read(ids: readonly string[]): Promise<Map<string, ProductStock>> {
    if (ids.length === 0) return new Map();
    const snaps = await db.getAll(...ids.map(productRef));
    const views = await stockBuckets.views(snaps.filter((snap) => snap.exists));
    return new Map(
      snaps.map((snap) => {
        const stock: unknown = snap.get('stock');
        const title: unknown = snap.get('title');
        const view = views.get(snap.id);
        if (!snap.exists || typeof stock !== 'number' || !view) return [snap.id, null];
        const name = typeof title === 'string' ? title : snap.id;
        return [snap.id, { title: name, stock, view }];
      }),
    );
  },

  /**
   * Gives stock back with an increment: increments commute, so a restock or order committed
   * meanwhile needs no guard. `update` fails if the product was deleted since it was read.
   */
  giveBack(tx: Transaction, productId: string, qty: number): void {
    tx.update(productRef(productId), { stock: FieldValue.increment(qty) });
  },

  /**
   * Takes `qty` units, as read in `view` (after the caller checked `stock >= qty`): from a
   * drop's buckets first, each write guarded by the update time read, so the stock checked is
   * the stock at commit and a concurrent order or restock fails the commit
   * (stock-buckets.repository.ts). An order's transaction and an admin's reopening both take so.
   */
  take(tx: Transaction, productId: string, qty: number, view: ProductStockView): void {
    stockBuckets.take(tx, productId, qty, view);
  },

  /** Products a demo order can show: in stock, most stock first (the catalogue's Featured). */
  async inStock(limit: number): Promise<Product[]> {
    // A few more than needed, in case one does not match the contract.
    const snap = await productsCollection()
      .where('stock', '>', 0)
      .orderBy('stock', 'desc')
      .limit(limit + 3)
      .get();
    return snap.docs.flatMap((doc) => toProduct(doc) ?? []).slice(0, limit);
  },
};
