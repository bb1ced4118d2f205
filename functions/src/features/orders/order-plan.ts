import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { DEFAULT_LOCALE } from '../../contract/locale';
import { orderNumberOf, type Order } from '../../contract/order';
import { auditLog, orderCreated } from '../../core/audit-log';
import type { SessionUser } from '../../core/auth';
import { normaliseEmail } from '../../core/env';
import { assertInStock, priceCart, priceLines } from '../checkout';
import { assertCouponUsable, couponsRepository } from '../coupons';
import { orderBonusSpend, spendBonuses } from '../loyalty';
import { orderStock } from '../products';
import type { CreateOrderInput } from './idempotency';
import { ordersRepository, type OrderDocument, type OrderInputs } from './orders.repository';
import { purchaseCountsRepository } from './purchase-counts.repository';
import { checkPurchaseLimits } from './purchase-limits';
import { requireOrder } from './stored-order';
import {
  checkUnconfirmedRoom,
  recordUnconfirmed,
  type PendingConfirmation,
} from './unconfirmed-order';

/**
 * A new order in two steps, so that nothing is written before every check passed: `planOrder`
 * checks what the order depends on (prices, purchase limits, stock, coupon, bonuses, the caps
 * on unconfirmed orders) and builds it; `writeOrder` writes the order and everything it moves
 * in the caller's transaction (orders.service.ts).
 */

/** What the order is, as the request and its key decided it once, before the first attempt. */
export interface OrderDraft {
  body: CreateOrderInput;
  buyer: SessionUser | null;
  idempotencyKey: string;
  orderId: string;
  idempotencyId: string;
  requestHash: string;
  /** Null when the buyer is a verified account: the order is confirmed from the start. */
  confirmation: PendingConfirmation | null;
}

export interface PlaceOrderResult {
  order: Order;
  replayed: boolean;
}

/** The stored order as the contract answers it (its private fields dropped by the converter). */
export function toWireOrder(id: string, doc: OrderDocument): Order {
  return requireOrder({ id, data: () => doc });
}

/** What `planOrder` decided: the order and everything its writes need. */
export interface OrderPlan {
  order: OrderDocument;
  limited: ReadonlyMap<string, number>;
  code: string | null;
  bonusesAfter: ReturnType<typeof spendBonuses> | null;
  bonusDiscount: number;
  pending: PendingConfirmation | null;
  liveHolds: ReturnType<typeof checkUnconfirmedRoom> | null;
  units: number;
}

/** Checks everything the order depends on and builds it; writes nothing (a refusal throws). */
export function planOrder(request: OrderDraft, inputs: OrderInputs): OrderPlan {
  const { body, buyer, orderId } = request;
  const now = Timestamp.now();
  // The route fills it from Accept-Language when the body names none; in-process callers may not.
  const locale = body.locale ?? DEFAULT_LOCALE;

  const lines = priceLines(body.items, inputs.products);
  const bought = new Map([...inputs.purchaseCounts].map(([id, count]) => [id, count.units]));
  const limited = checkPurchaseLimits(body.items, inputs.products, buyer, bought);
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
  const pending = request.confirmation;
  const units = body.items.reduce((sum, line) => sum + line.qty, 0);
  const liveHolds = pending && checkUnconfirmedRoom(pending, inputs.unconfirmedHolds, units, now);

  const order: OrderDocument = {
    status: 'new',
    createdAt: now,
    items: lines,
    ...totals,
    coupon: code,
    tracking: null,
    userUid: buyer?.uid ?? null,
    // Signed in: who the account is. Guest: who the shipping form names. (Account names
    // are not bounded by Auth, the contract's fields are.) Both e-mails are stored
    // trimmed and lower-cased, the form every lookup by e-mail compares.
    userEmail: normaliseEmail(buyer?.email || body.shippingData.email).slice(0, 254),
    userName: (buyer?.name || body.shippingData.fullName).slice(0, 200),
    shippingData: { ...body.shippingData, email: normaliseEmail(body.shippingData.email) },
    idempotencyKey: request.idempotencyKey,
    number: orderNumberOf(orderId),
    ...(limited.size > 0 ? { limitedUnits: Object.fromEntries(limited) } : {}),
    contactConfirmed: pending === null,
    confirmedAt: pending ? null : now,
    ...(pending ? { unconfirmedHoldKeys: pending.keys } : { confirmedBy: 'account' as const }),
    locale,
    language: locale,
  };
  return {
    order,
    limited,
    code,
    bonusesAfter: bonusesAfter || null,
    bonusDiscount: totals.bonusDiscount,
    pending,
    liveHolds: liveHolds || null,
    units,
  };
}

/** Writes a planned order: the order, its stock, counters, coupon use, bonus spend and key. */
export function writeOrder(
  tx: Transaction,
  request: OrderDraft,
  inputs: OrderInputs,
  plan: OrderPlan,
): PlaceOrderResult {
  const { body, buyer, orderId } = request;
  const { order, limited, code, bonusesAfter, pending, liveHolds, units } = plan;
  const now = order.createdAt;
  ordersRepository.createOrder(tx, orderId, order);
  if (pending && liveHolds) {
    // Unconfirmed (issue 21): its counters, its link and the e-mail carrying it.
    recordUnconfirmed(
      tx,
      pending,
      {
        id: orderId,
        createdAt: now,
        units,
        contactEmail: order.shippingData.email,
        uid: order.userUid,
        items: order.items,
        locale: order.locale,
      },
      liveHolds,
    );
  }
  for (const { id, qty } of body.items) {
    // Present: assertInStock passed for every line, so the product was read.
    const view = inputs.stockViews.get(id);
    if (!view) throw new Error(`No stock read for product ${id}`);
    orderStock.take(tx, id, qty, view);
  }
  for (const [id, units] of limited) {
    // A limited product has a buyer (checkPurchaseLimits) and a counter read for it.
    const read = inputs.purchaseCounts.get(id) ?? { units: 0, version: null };
    if (buyer) purchaseCountsRepository.add(tx, id, buyer.uid, read, units);
  }
  if (code) {
    couponsRepository.countUse(tx, code, inputs.couponVersion ?? Timestamp.fromMillis(0));
    if (buyer) couponsRepository.recordRedemption(tx, code, buyer, orderId, now);
  }
  if (bonusesAfter && buyer && plan.bonusDiscount > 0) {
    orderBonusSpend.record(tx, buyer.uid, bonusesAfter, {
      amount: plan.bonusDiscount,
      orderId,
      createdAt: now,
    });
  }
  ordersRepository.recordIdempotency(tx, request.idempotencyId, {
    requestHash: request.requestHash,
    orderId,
    createdAt: now,
  });
  auditLog.inTransaction(tx, orderCreated(buyer?.email || 'guest', orderId), now);
  return { order: toWireOrder(orderId, order), replayed: false };
}
