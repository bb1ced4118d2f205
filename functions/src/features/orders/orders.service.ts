import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { OrderSchema, type Order } from '../../contract/order';
import type { SessionUser } from '../../core/auth';
import { AppError } from '../../core/errors';
import { db } from '../../core/firebase';
import { assertInStock, priceLines } from '../checkout/cart-lines';
import { priceCart } from '../checkout/pricing';
import { assertCouponUsable } from '../coupons/coupon-rules';
import { couponsRepository } from '../coupons/coupons.repository';
import { bonusErrors, spendBonuses } from './bonus-account';
import { ConflictRetriesExhausted, retryOnConflict } from './conflict-retry';
import { idempotencyDocId, orderRequestHash, type CreateOrderInput } from './idempotency';
import { orderNumberOf } from './order-number';
import { ordersLog } from './orders.log';
import {
  ordersRepository,
  type IdempotencyRecord,
  type OrderDocument,
  type OrderInputs,
} from './orders.repository';

/**
 * Attempts of the order transaction before answering 503. A lost race costs one short,
 * jittered wait (conflict-retry.ts); measured on the emulator, 30 simultaneous buyers of
 * one product need at most 5 attempts.
 */
export const ORDER_TRANSACTION_MAX_ATTEMPTS = 25;

export interface PlaceOrderRequest {
  body: CreateOrderInput;
  idempotencyKey: string;
  buyer: SessionUser | null;
}

/** The request plus what is derived from it once, before the first attempt. */
interface OrderContext extends PlaceOrderRequest {
  orderId: string;
  idempotencyId: string;
  requestHash: string;
}

export interface PlaceOrderResult {
  order: Order;
  replayed: boolean;
}

const keyReused = () =>
  new AppError(
    'idempotency_conflict',
    'This Idempotency-Key was already used for a different order',
    422,
  );
const busy = () =>
  new AppError('busy', 'Too many orders at once right now. Please try again.', 503);

/** The stored order as the contract answers it (its private fields are dropped by the parse). */
function toWireOrder(id: string, doc: OrderDocument): Order {
  return OrderSchema.parse({ ...doc, id, createdAt: doc.createdAt.toDate().toISOString() });
}

/** A retry of an order already placed: the same answer, nothing written. */
async function replay(
  tx: Transaction,
  record: IdempotencyRecord,
  requestHash: string,
): Promise<PlaceOrderResult> {
  if (record.requestHash !== requestHash) throw keyReused();
  return { order: await ordersRepository.readOrder(tx, record.orderId), replayed: true };
}

/** Checks everything the order depends on, then writes it all; throws before any write. */
function placeNew(tx: Transaction, request: OrderContext, inputs: OrderInputs): PlaceOrderResult {
  const { body, buyer, orderId } = request;
  const now = Timestamp.now();

  const lines = priceLines(body.items, inputs.products);
  assertInStock(body.items, inputs.products);

  const code = body.coupon ?? null;
  if (code) {
    assertCouponUsable(inputs.coupon, {
      now: now.toDate(),
      buyer,
      usedByBuyer: inputs.couponRedeemed,
    });
  }
  const bonusRequested = body.bonusAmount ?? 0;
  const totals = priceCart({ lines, coupon: code ? inputs.coupon : null, bonusRequested });
  const bonusesAfter =
    inputs.bonusAccount && spendBonuses(inputs.bonusAccount, bonusRequested, totals.bonusDiscount);

  const order: OrderDocument = {
    status: 'new',
    createdAt: now,
    items: lines,
    ...totals,
    coupon: code,
    tracking: null,
    userUid: buyer?.uid ?? null,
    // Signed in: who the account is. Guest: who the shipping form names. (Account names
    // are not bounded by Auth, the contract's fields are.)
    userEmail: (buyer?.email || body.shippingData.email).slice(0, 254),
    userName: (buyer?.name || body.shippingData.fullName).slice(0, 200),
    shippingData: body.shippingData,
    idempotencyKey: request.idempotencyKey,
    number: orderNumberOf(orderId),
  };
  ordersRepository.createOrder(tx, orderId, order);
  for (const { id, qty } of body.items) {
    // Present: assertInStock passed for every line.
    const stock = inputs.products.get(id)?.stock ?? 0;
    const readAt = inputs.productVersions.get(id) ?? Timestamp.fromMillis(0);
    ordersRepository.setStock(tx, id, stock - qty, readAt);
  }
  if (code) {
    couponsRepository.countUse(tx, code, inputs.couponVersion ?? Timestamp.fromMillis(0));
    if (buyer) couponsRepository.recordRedemption(tx, code, buyer, orderId, now);
  }
  if (bonusesAfter && buyer && totals.bonusDiscount > 0) {
    ordersRepository.recordBonusSpend(tx, buyer.uid, bonusesAfter, {
      amount: totals.bonusDiscount,
      orderId,
      createdAt: now,
    });
  }
  ordersRepository.recordIdempotency(tx, request.idempotencyId, {
    requestHash: request.requestHash,
    orderId,
    createdAt: now,
  });
  ordersRepository.logOrderCreated(tx, orderId, buyer?.email || 'guest', now);
  return { order: toWireOrder(orderId, order), replayed: false };
}

/** One run of the order transaction: read everything, then replay the key's order or place it. */
async function orderTransaction(tx: Transaction, context: OrderContext): Promise<PlaceOrderResult> {
  const { body, buyer } = context;
  const inputs = await ordersRepository.readInputs(tx, {
    idempotencyId: context.idempotencyId,
    productIds: body.items.map((line) => line.id),
    couponCode: body.coupon ?? null,
    uid: buyer?.uid ?? null,
    bonuses: (body.bonusAmount ?? 0) > 0,
  });
  if (inputs.idempotency) return replay(tx, inputs.idempotency, context.requestHash);
  return placeNew(tx, context, inputs);
}

export const ordersService = {
  /**
   * Places an order exactly once. Each attempt is one transaction that reads the key's
   * record, the products, the coupon and the bonus account; a known key replays its order
   * (or is refused for a different body); otherwise stock, coupon and bonuses are checked and
   * the order, stock, coupon use, bonus spend, key record and log entry are committed
   * together, or nothing is. An attempt that lost a race to another order runs again from
   * its reads; `onAttempt` reports each run (the X-Transaction-Attempts header).
   */
  async placeOrder(
    request: PlaceOrderRequest,
    hooks: { onAttempt?: (attempt: number) => void } = {},
  ): Promise<PlaceOrderResult> {
    const { body, buyer } = request;
    if ((body.bonusAmount ?? 0) > 0 && !buyer) throw bonusErrors.signInRequired();

    const context: OrderContext = {
      ...request,
      // Chosen once, so every attempt would write the same order id.
      orderId: ordersRepository.newOrderId(),
      idempotencyId: idempotencyDocId(request.idempotencyKey),
      requestHash: orderRequestHash(body, buyer?.uid ?? null),
    };
    let attempts = 0;
    try {
      const result = await retryOnConflict(
        (attempt) => {
          attempts = attempt;
          hooks.onAttempt?.(attempt);
          // The SDK's own retries are off: they back off 1 s and more per lost race.
          return db.runTransaction((tx) => orderTransaction(tx, context), { maxAttempts: 1 });
        },
        { maxAttempts: ORDER_TRANSACTION_MAX_ATTEMPTS },
      );
      ordersLog.placed({
        orderId: result.order.id,
        signedIn: buyer !== null,
        lines: result.order.items.length,
        total: result.order.total,
        replayed: result.replayed,
        attempts,
      });
      return result;
    } catch (err) {
      if (!(err instanceof ConflictRetriesExhausted)) throw err;
      ordersLog.contention({ attempts });
      throw busy();
    }
  },
};
