import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { AdminOrdersQuery, AdminOrdersResponse } from '../../contract/admin-orders';
import type { Order, OrderStatus } from '../../contract/order';
import { auditLog, passportViewed } from '../../core/audit-log';
import type { SessionUser } from '../../core/auth';
import { AppError, notFound } from '../../core/errors';
import {
  movePurchaseCounts,
  orderChangesRepository as changes,
  storedOrdersRepository as orders,
  toOrder,
  unconfirmedHoldsRepository,
  type StatusChange,
  type StoredOrder,
} from '../orders';
import { orderStock, type ProductStock } from '../products';
import { inAdminOrderTransaction } from './admin-order-transaction';
import { adminOrdersLog } from './admin-orders.log';
import { parseOrderCode } from './order-code';
import { searchOrders } from './order-search';
import { stockLines, stockMove, type StockLine, type StockMove } from './order-stock';
import { toSummaries } from './order-summary';

/** Without `limit`, the admin orders list holds the newest orders up to this many. */
export const ADMIN_ORDERS_LIST_LIMIT = 500;

const orderNotFound = () => notFound('Order not found');

/** Reopening a cancelled order takes its stock again: every product must still have enough. */
function assertCanTake(lines: readonly StockLine[], stock: ReadonlyMap<string, ProductStock>) {
  for (const line of lines) {
    const product = stock.get(line.id);
    if (!product || product.stock >= line.qty) continue;
    const left = product.stock > 0 ? `only ${product.stock} left` : 'none left';
    throw new AppError(
      'insufficient_stock',
      `Not enough stock of '${product.title}' to reopen this order: ${left}, ${line.qty} needed`,
      409,
    );
  }
}

/** Moves the order's stock for a status change; products that no longer exist are skipped. */
async function moveStock(tx: Transaction, order: StoredOrder, move: StockMove): Promise<void> {
  if (move === 'none') return;
  const lines = stockLines(order.items);
  const stock = await orderStock.read(lines.map((line) => line.id));
  if (move === 'take') assertCanTake(lines, stock);
  for (const line of lines) {
    const product = stock.get(line.id);
    if (!product) adminOrdersLog.stockSkipped({ orderId: order.id, productId: line.id });
    else if (move === 'return') orderStock.giveBack(tx, line.id, line.qty);
    else orderStock.take(tx, line.id, line.qty, product.view);
  }
  // Per-customer purchase limits (issue 12): counted units follow the stock.
  await movePurchaseCounts(tx, order, move);
}

/** Full id, or else the short number; several orders with that number is a 409. */
async function resolveOrderCode(raw: string): Promise<string> {
  const { id, number } = parseOrderCode(raw);
  if (id && (await orders.exists(id))) return id;
  if (number) {
    const [first, second] = await orders.idsWithNumber(number, 2);
    if (second) {
      throw new AppError(
        'ambiguous_order_number',
        `Several orders match #${number}; use the full order id`,
        409,
      );
    }
    if (first) return first;
  }
  throw orderNotFound();
}

/** Who changes an order: an admin, or the store's own jobs ('system'). */
type OrderActor = Pick<SessionUser, 'email'>;
const SYSTEM_ACTOR: OrderActor = { email: 'system' };

/** Conditions of a change made by a job rather than an admin. */
interface StatusChangeGuard {
  /** Change only an order still in this status, so a job never undoes an admin's change. */
  onlyFrom?: OrderStatus;
  /** The log entry's action instead of `order.status.<to>`. */
  action?: string;
  /** The unconfirmed-order expiry (issue 21): change only an order still unconfirmed. */
  onlyUnconfirmed?: true;
}

/**
 * What a status change does to an unconfirmed order (issue 21): any change takes it off its
 * buyer's unconfirmed counters; a change by an admin to anything but `cancelled` (paid, or a
 * reopen) confirms it, since the shop itself has accepted it. A job's cancel marks it
 * `confirmationExpired`, so its customer is not mailed about it (mail/order-mail-events.ts).
 */
function confirmationChange(
  tx: Transaction,
  order: StoredOrder,
  to: OrderStatus,
  actor: OrderActor,
): Partial<StatusChange> {
  if (order.contactConfirmed) return {};
  unconfirmedHoldsRepository.release(tx, order.id, order.unconfirmedHoldKeys);
  // Off its counters, the order keeps no hash of its contact e-mail.
  const released = { unconfirmedHoldKeys: FieldValue.delete() };
  if (actor === SYSTEM_ACTOR) return { ...released, confirmationExpired: true };
  if (to === 'cancelled') return released;
  return {
    ...released,
    contactConfirmed: true,
    confirmedAt: Timestamp.now(),
    confirmedBy: 'admin',
  };
}

/**
 * Any status may follow any other: no workflow order is enforced. Cancelling returns the
 * order's stock once; reopening a cancelled order takes it again (409 if a product is short).
 * The order, the stock and the log entry are one transaction; setting the status it has
 * changes nothing.
 * `changed`: whether this call's commit made the change (a lost race re-reads and decides
 * again, so it is never claimed for a change another call made).
 */
function applyStatusChange(
  actor: OrderActor,
  id: string,
  to: OrderStatus,
  guard: StatusChangeGuard = {},
): Promise<{ order: Order; changed: boolean }> {
  return inAdminOrderTransaction(id, async (tx) => {
    const found = await changes.readForChange(id);
    if (!found) throw orderNotFound();
    const { order, version } = found;
    const unchanged = () => ({ order: toOrder(order), changed: false });
    if (order.status === to) return unchanged();
    if (guard.onlyFrom && order.status !== guard.onlyFrom) return unchanged();
    if (guard.onlyUnconfirmed && order.contactConfirmed) return unchanged();
    const move = stockMove({
      from: order.status,
      to,
      stockReturned: order.stockReturned,
      holdsStock: !order.demo,
    });
    await moveStock(tx, order, move);
    const confirmation = confirmationChange(tx, order, to, actor);
    changes.setStatus(tx, id, version, {
      status: to,
      ...(move === 'none' ? {} : { stockReturned: move === 'return' }),
      ...confirmation,
    });
    const action = guard.action ?? `order.status.${to}`;
    auditLog.inTransaction(tx, { action, actor: actor.email, target: id });
    const contactConfirmed = order.contactConfirmed || confirmation.contactConfirmed === true;
    return { order: toOrder({ ...order, status: to, contactConfirmed }), changed: true };
  });
}

export const adminOrdersService = {
  /**
   * Newest first, without passport fields. With `limit`: one page and its `nextCursor`;
   * without: the newest ADMIN_ORDERS_LIST_LIMIT, as the list always answered. With `q`: the
   * orders it finds, paged alike.
   */
  async list({ limit, cursor, tracking, q }: AdminOrdersQuery): Promise<AdminOrdersResponse> {
    const page = { limit: limit ?? ADMIN_ORDERS_LIST_LIMIT, cursor: cursor ?? null };
    // A search ignores the list's filters (order-search.ts).
    const { items, nextCursor } =
      q === undefined ? await orders.page({ tracking }, page) : await searchOrders(q, page);
    // Without `limit`, the answer has no `nextCursor` (contract/paging.ts).
    return limit === undefined
      ? { items: toSummaries(items) }
      : { items: toSummaries(items), nextCursor };
  },

  /** The full order with passport data: the view is logged before anything is answered. */
  async detail(admin: SessionUser, id: string): Promise<Order> {
    const order = await orders.find(id);
    if (!order) throw orderNotFound();
    await auditLog.write(passportViewed(admin.email, id));
    return toOrder(order);
  },

  /** An admin's status change (see applyStatusChange). */
  async changeStatus(admin: SessionUser, id: string, to: OrderStatus): Promise<Order> {
    return (await applyStatusChange(admin, id, to)).order;
  },

  /**
   * The unpaid-hold expiry (hold-expiry.service.ts): cancels the order through the admin
   * cancel path above (stock and whatever else a cancel moves, exactly once), only while it
   * is still `new`, logged as `order.hold_expired` by 'system'. True when this call did it.
   */
  async expireHold(id: string): Promise<boolean> {
    const guard = { onlyFrom: 'new', action: 'order.hold_expired' } as const;
    return (await applyStatusChange(SYSTEM_ACTOR, id, 'cancelled', guard)).changed;
  },

  /**
   * The unconfirmed-order expiry (issue 21): the same cancel, only while the order is still
   * `new` and unconfirmed, logged as `order.confirmation_expired` by 'system'.
   */
  async expireUnconfirmed(id: string): Promise<boolean> {
    const guard = {
      onlyFrom: 'new',
      onlyUnconfirmed: true,
      action: 'order.confirmation_expired',
    } as const;
    return (await applyStatusChange(SYSTEM_ACTOR, id, 'cancelled', guard)).changed;
  },

  /** Saves (or, with null, clears) the tracking code; the same code again changes nothing. */
  setTracking(admin: SessionUser, id: string, tracking: { code: string } | null): Promise<Order> {
    return inAdminOrderTransaction(id, async (tx) => {
      const found = await changes.readForChange(id);
      if (!found) throw orderNotFound();
      const { order, version } = found;
      if ((order.tracking?.code ?? null) === (tracking?.code ?? null)) return toOrder(order);
      changes.setTracking(tx, id, version, tracking);
      auditLog.inTransaction(tx, {
        action: tracking ? 'order.tracking_saved' : 'order.tracking_cleared',
        actor: admin.email,
        target: id,
      });
      return toOrder({ ...order, tracking });
    });
  },

  /** Shipments: the tracking code for the order the admin named by id or short number. */
  async notifyTracking(admin: SessionUser, orderCode: string, code: string): Promise<Order> {
    const id = await resolveOrderCode(orderCode);
    return adminOrdersService.setTracking(admin, id, { code });
  },
};
