import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { isConflict } from '../../core/conflict-retry';
import { db } from '../../core/firebase';
import { productRef } from './product-document';
import {
  bucketCountFor,
  planTake,
  splitUnits,
  wantsBuckets,
  type StockView,
} from './stock-buckets';

/**
 * Layout: `products/{id}/stockBuckets/{0..n-1}` {units}, and the product's `stockBuckets` = n
 * (absent: the product has none). Rules in stock-buckets.ts.
 */
const BUCKET_COUNT_FIELD = 'stockBuckets';
/** More than STOCK_BUCKETS ever builds: a damaged count cannot make a read huge. */
const MAX_BUCKETS = 64;

const bucketRef = (productId: string, index: number) =>
  productRef(productId).collection('stockBuckets').doc(String(index));
/** The bucket documents of a product with `count` buckets, to read in one call with others. */
export const bucketRefs = (productId: string, count: number) =>
  Array.from({ length: count }, (_, i) => bucketRef(productId, i));

export type ProductStockView = StockView<Timestamp>;

/** How many buckets the product's document says it has (0: none). */
export function bucketCountOf(product: DocumentSnapshot): number {
  const count: unknown = product.get(BUCKET_COUNT_FIELD);
  return typeof count === 'number' && Number.isInteger(count) && count > 0
    ? Math.min(count, MAX_BUCKETS)
    : 0;
}

const numberOr0 = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;
const versionOf = (snap: DocumentSnapshot) => snap.updateTime ?? Timestamp.fromMillis(0);
/** Bucket documents by the id of their product. */
function byProduct(buckets: readonly DocumentSnapshot[]): Map<string, DocumentSnapshot[]> {
  const grouped = new Map<string, DocumentSnapshot[]>();
  for (const bucket of buckets) {
    const productId = bucket.ref.parent.parent?.id ?? '';
    grouped.set(productId, [...(grouped.get(productId) ?? []), bucket]);
  }
  return grouped;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const stockBuckets = {
  /**
   * The stock of each product with its buckets, read without locks (the buckets in one more
   * call, only for products that have them). Every write the take makes is guarded or an
   * increment, so the commit fails if a bucket changed meanwhile.
   */
  async views(
    products: readonly DocumentSnapshot[],
    readBefore: readonly DocumentSnapshot[] = [],
  ): Promise<Map<string, ProductStockView>> {
    // Buckets read in the caller's own round trip (`bucketRefs`, from a count seen earlier)
    // serve when their product still has that many; the others are read here.
    const early = byProduct(readBefore);
    const unread = products.filter(
      (snap) => (early.get(snap.id)?.length ?? 0) !== bucketCountOf(snap),
    );
    const refs = unread.flatMap((snap) => bucketRefs(snap.id, bucketCountOf(snap)));
    const fetched = byProduct(refs.length > 0 ? await db.getAll(...refs) : []);
    return new Map(
      products.map((snap) => {
        const buckets = (unread.includes(snap) ? fetched : early).get(snap.id) ?? [];
        const view: ProductStockView = {
          stock: numberOr0(snap.get('stock')),
          version: versionOf(snap),
          buckets: buckets.map((bucket) => ({
            index: Number(bucket.id),
            units: bucket.exists ? numberOr0(bucket.get('units')) : 0,
            version: versionOf(bucket),
          })),
        };
        return [snap.id, view];
      }),
    );
  },

  /**
   * Takes `qty` units in the caller's transaction (stock-buckets.ts `planTake`): each bucket
   * used is written guarded by its update time; the product's stock falls by `qty` with an
   * increment when the buckets covered it all, else (loose units) with a write guarded by the
   * product's update time, as before buckets.
   */
  take(tx: Transaction, productId: string, qty: number, view: ProductStockView): void {
    const plan = planTake(view, qty);
    for (const { bucket, units } of plan.fromBuckets) {
      tx.update(
        bucketRef(productId, bucket.index),
        { units: bucket.units - units },
        { lastUpdateTime: bucket.version },
      );
    }
    if (plan.loose === 0) {
      tx.update(productRef(productId), { stock: FieldValue.increment(-qty) });
    } else {
      tx.update(
        productRef(productId),
        { stock: view.stock - qty },
        { lastUpdateTime: view.version },
      );
    }
  },

  /**
   * Spreads each first-come drop on sale into buckets, once (`wantsBuckets`), from the
   * documents an order has just read. One batch per product, guarded by the product's update
   * time: of simultaneous first buyers one builds, the others' batches fail and they go on.
   * Answers each product's bucket count as far as this request knows (a hint for its reads).
   */
  async spreadDrops(
    products: readonly DocumentSnapshot[],
    nowMs: number,
  ): Promise<Map<string, number>> {
    const counts = await Promise.all(
      products.map(async (snap): Promise<[string, number]> => {
        const count = bucketCountOf(snap);
        const drop = {
          releaseAt: text(snap.get('releaseAt')),
          raffle: snap.get('raffle') === true,
          stock: numberOr0(snap.get('stock')),
        };
        if (!snap.exists || !wantsBuckets(drop, count, nowMs)) return [snap.id, count];
        return [snap.id, await build(snap)];
      }),
    );
    return new Map(counts);
  },

  /**
   * Takes a product's buckets apart in an admin's write of it (edit or delete): its units are
   * loose again, and the next order of a drop builds them anew from the stock then. Each
   * bucket is zeroed, so an order that read one before fails its guarded write and reads again.
   */
  retire(tx: Transaction, product: DocumentSnapshot): Record<string, FieldValue> {
    const count = bucketCountOf(product);
    for (const ref of bucketRefs(product.id, count)) tx.set(ref, { units: 0 });
    return count > 0 ? { [BUCKET_COUNT_FIELD]: FieldValue.delete() } : {};
  },

  /** Deletes a product's buckets with it (an admin's delete). */
  remove(tx: Transaction, product: DocumentSnapshot): void {
    for (const ref of bucketRefs(product.id, bucketCountOf(product))) tx.delete(ref);
  },
};

async function build(product: DocumentSnapshot): Promise<number> {
  const stock = numberOr0(product.get('stock'));
  const count = bucketCountFor(stock);
  const batch = db.batch();
  batch.update(
    product.ref,
    { [BUCKET_COUNT_FIELD]: count },
    { lastUpdateTime: versionOf(product) },
  );
  splitUnits(stock, count).forEach((units, i) => batch.set(bucketRef(product.id, i), { units }));
  try {
    await batch.commit();
    logger.info('stock_buckets_built', { productId: product.id, buckets: count, stock });
    return count;
  } catch (err) {
    // Another first buyer built them (most likely the same count), or the stock moved: the
    // order's transaction reads the product again and its buckets with it.
    if (!isConflict(err)) throw err;
    return count;
  }
}
