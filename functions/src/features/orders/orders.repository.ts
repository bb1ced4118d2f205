import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { Coupon } from '../../contract/coupon';
import type { Locale } from '../../contract/locale';
import type { BonusBalance } from '../../contract/loyalty';
import type { Order } from '../../contract/order';
import { db } from '../../core/firebase';
import {
  bucketRefs,
  productRef,
  productsById,
  stockBuckets,
  type ProductStockView,
  type ProductsById,
} from '../products';
import { couponsRepository } from '../coupons';
import { orderBonusSpend } from '../loyalty';
import {
  IDEMPOTENCY_TTL_MS,
  idempotencyRef,
  toKeyRecord,
  type KeyRecord,
} from './idempotency-claim';
import { SEARCH_TOKENS_FIELD } from '../../core/search-tokens';
import { orderSearchTokens } from './order-search-tokens';
import { requireOrder } from './stored-order';
import {
  purchaseCountRef,
  toPurchaseCount,
  type PurchaseCount,
} from './purchase-counts.repository';
import type { HeldEntry } from './unconfirmed-holds';
import { toHeldEntries, unconfirmedHoldsRef } from './unconfirmed-holds.repository';

/**
 * Layout: `orders/{autoId}` (the order, `createdAt` a Timestamp, `userUid` or null),
 * `idempotencyKeys/{sha256(key)}` (idempotency-claim.ts). The buyer's bonus account is
 * loyalty's (`orderBonusSpend`), the log entry core/audit-log's.
 */
const orderRef = (id: string) => db.collection('orders').doc(id);

/**
 * The order as stored: the wire Order without its id, plus who placed it and with what key,
 * and its short `number` (`orderNumberOf` in the contract) for the admin's lookup by what the customer sees.
 */
export type OrderDocument = Omit<Order, 'id' | 'createdAt'> & {
  createdAt: Timestamp;
  userUid: string | null;
  idempotencyKey: string;
  number: string;
  /** Units counted toward per-customer limits, by product (purchase-counts.repository.ts). */
  limitedUnits?: Record<string, number>;
  /**
   * When the contact e-mail was proven (issue 21; `contactConfirmed` is the wire flag), and
   * how: at placing by a verified account, by the mailed link, by a sign-in of the verified
   * account of that e-mail (a guest order), or by an admin moving the order on. Null while
   * unconfirmed.
   */
  confirmedAt: Timestamp | null;
  confirmedBy?: 'account' | 'email' | 'sign-in' | 'admin';
  /** The counters an unconfirmed order is on (unconfirmed-holds.repository.ts). */
  unconfirmedHoldKeys?: string[];
  /**
   * The language it was placed in (issue 25), its e-mails' language. `language` (issue 21,
   * when every order was English) keeps the same value, as mail documents name it.
   */
  locale: Locale;
  language: Locale;
};

export interface IdempotencyRecord {
  requestHash: string;
  orderId: string;
}

/** Everything one order depends on, as read by one attempt of its transaction. */
export interface OrderInputs {
  /** The key's record, read under the transaction's lock (only its claim holder reads it so). */
  idempotency: KeyRecord;
  products: ProductsById;
  /**
   * Each product's stock as read, with a drop's buckets (read in one more call): the take's
   * writes are guarded by their update times (products' stock-buckets.repository.ts).
   */
  stockViews: ReadonlyMap<string, ProductStockView>;
  coupon: Coupon | null;
  /** Update time of the coupon as read: its use count is guarded by it. */
  couponVersion: Timestamp | null;
  /** Whether the signed-in buyer has redeemed the coupon before. */
  couponRedeemed: boolean;
  /** Null when bonuses are not used; an empty account when the buyer has none. */
  bonusAccount: BonusBalance | null;
  /**
   * The signed-in buyer's purchase counter of each product (read for every line, in the same
   * round trip, since which products are limited is known only once they are read); empty
   * for guests.
   */
  purchaseCounts: ReadonlyMap<string, PurchaseCount>;
  /**
   * The unconfirmed-order counters of an unconfirmed buyer, by key (unconfirmed-holds.ts),
   * read under the transaction's lock; empty for a verified account.
   */
  unconfirmedHolds: ReadonlyMap<string, ReadonlyMap<string, HeldEntry>>;
  /** The record of the order's proof-of-work, read under the lock: spent already or not. */
  spentChallenge: DocumentSnapshot | null;
  /** The client's window of placed orders (order-limits.ts), if asked: read without a lock. */
  orderWindow: DocumentSnapshot | null;
}

export const ordersRepository = {
  newOrderId: (): string => db.collection('orders').doc().id,

  /**
   * Reads what the order depends on in one round trip. The documents of this request and
   * this buyer (key record, redemption, bonus account) are read under the transaction's
   * locks. The documents every buyer shares (products, coupon) are read without locks, and
   * each write to them is guarded by the update time read here, so the commit fails if one
   * changed meanwhile: the guarantee of a locked read, without 30 buyers of one product
   * holding read locks that each commit must wait out (docs/decisions.md, Checkout).
   */
  async readInputs(
    tx: Transaction,
    want: {
      idempotencyId: string;
      productIds: readonly string[];
      couponCode: string | null;
      uid: string | null;
      bonuses: boolean;
      /** Counters to read for an unconfirmed order; none for a confirmed one. */
      holdKeys: readonly string[];
      /** Stock buckets each product had when screened (products' stock-buckets), read along. */
      bucketCounts?: ReadonlyMap<string, number>;
      /** The spent record the order's `X-Altcha` names (challenge's `spentRecordOf`), if any. */
      spentChallenge?: DocumentReference | null;
      /** The client's window of placed orders, counted in this transaction (order-limits.ts). */
      orderWindow?: DocumentReference | null;
    },
  ): Promise<OrderInputs> {
    const { couponCode, uid } = want;
    const redemption = couponCode && uid ? couponsRepository.redemptionRef(couponCode, uid) : null;
    const account = want.bonuses && uid ? orderBonusSpend.accountRef(uid) : null;
    const locked: DocumentReference[] = [idempotencyRef(want.idempotencyId)];
    if (redemption) locked.push(redemption);
    if (account) locked.push(account);
    const holds = want.holdKeys.map(unconfirmedHoldsRef);
    locked.push(...holds);
    const spent = want.spentChallenge ?? null;
    if (spent) locked.push(spent);
    const shared: DocumentReference[] = want.productIds.map(productRef);
    // The client's window: its write is guarded (core/rate-limit.ts countInWindow).
    const window = want.orderWindow ?? null;
    if (window) shared.push(window);
    if (couponCode) shared.push(couponsRepository.couponRef(couponCode));
    const counters = uid ? want.productIds.map((id) => purchaseCountRef(id, uid)) : [];
    shared.push(...counters);
    const buckets = want.productIds.flatMap((id) =>
      bucketRefs(id, want.bucketCounts?.get(id) ?? 0),
    );
    shared.push(...buckets);

    const [mine, theirs] = await Promise.all([tx.getAll(...locked), db.getAll(...shared)]);
    const byPath = new Map([...mine, ...theirs].map((snap) => [snap.ref.path, snap]));
    const snapOf = (ref: DocumentReference): DocumentSnapshot => {
      const snap = byPath.get(ref.path);
      if (!snap) throw new Error(`getAll did not answer for ${ref.path}`);
      return snap;
    };
    const versionOf = (snap: DocumentSnapshot) => snap.updateTime ?? Timestamp.fromMillis(0);

    const productSnaps = want.productIds.map((id) => snapOf(productRef(id)));
    const stockViews = await stockBuckets.views(productSnaps, buckets.map(snapOf));
    const couponSnap = couponCode ? snapOf(couponsRepository.couponRef(couponCode)) : null;
    return {
      idempotency: toKeyRecord(snapOf(idempotencyRef(want.idempotencyId))),
      products: productsById(productSnaps),
      stockViews,
      coupon: couponSnap ? couponsRepository.toCoupon(couponSnap) : null,
      couponVersion: couponSnap ? versionOf(couponSnap) : null,
      couponRedeemed: redemption ? snapOf(redemption).exists : false,
      bonusAccount: account ? orderBonusSpend.toAccount(snapOf(account)) : null,
      purchaseCounts: new Map(
        counters.map((ref, i) => [want.productIds[i] ?? '', toPurchaseCount(snapOf(ref))]),
      ),
      unconfirmedHolds: new Map(holds.map((ref) => [ref.id, toHeldEntries(snapOf(ref))])),
      spentChallenge: spent ? snapOf(spent) : null,
      orderWindow: window ? snapOf(window) : null,
    };
  },

  async readOrder(tx: Transaction, id: string): Promise<Order> {
    return requireOrder(await tx.get(orderRef(id)));
  },

  /** The order with its admin search tokens (order-search-tokens.ts). */
  createOrder(tx: Transaction, id: string, order: OrderDocument): void {
    tx.create(orderRef(id), { ...order, [SEARCH_TOKENS_FIELD]: orderSearchTokens(order) });
  },

  /**
   * Turns this request's claim into the placed key (the transaction read the claim under its
   * lock). Kept for a week (`expireAt`, a Firestore TTL policy deletes it after): a checkout
   * retries within minutes, and a key is never reused after a placed order.
   */
  recordIdempotency(
    tx: Transaction,
    docId: string,
    record: IdempotencyRecord & { createdAt: Timestamp },
  ): void {
    const expireAt = Timestamp.fromMillis(record.createdAt.toMillis() + IDEMPOTENCY_TTL_MS);
    tx.set(idempotencyRef(docId), { state: 'placed', ...record, expireAt });
  },

  /** An order placed earlier, read without a transaction (a replay locks nothing). */
  async readPlacedOrder(id: string): Promise<Order> {
    return requireOrder(await orderRef(id).get());
  },
};
