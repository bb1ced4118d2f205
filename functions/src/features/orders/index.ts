// What other features may use of orders, the one owner of `orders`, `idempotencyKeys`,
// `orderConfirmations`, `purchaseCounts` and `unconfirmedHolds`.
import type { AccountToForget } from '../../core/forget-account';
import { orderOwnershipRepository } from './order-ownership.repository';

// The stored order: one schema, one converter, and a trigger event's change converted once.
export {
  ORDER_DOCUMENT,
  parseStoredOrder,
  requireOrder,
  toOrder,
  type OrderSnapshot,
  type StoredOrder,
} from './stored-order';
export { orderChange, type OrderChange } from './order-change';
export type { OrderDocument } from './orders.repository';
// Reads of stored orders (admin lists and export, hold expiry, the stats rebuild, loyalty's
// order lookups) and the admin's changes (status, tracking, demo orders).
export {
  storedOrdersRepository,
  type HeldKind,
  type HeldOrder,
  type OrdersFilter,
} from './stored-orders.repository';
export {
  orderChangesRepository,
  type DemoOrderDocument,
  type OrderForChange,
  type StatusChange,
} from './order-changes.repository';
// Who owns an order (a verified sign-in attaches, and confirms, its guest orders), the purchase
// counts an order moves, and the unconfirmed-order counters an admin change releases.
export { guestOrdersService } from './guest-orders.service';
export { orderOwnershipRepository } from './order-ownership.repository';
export { movePurchaseCounts } from './purchase-count-moves';
export { unconfirmedHoldsRepository } from './unconfirmed-holds.repository';

/** Ids of the account's orders; account deletion reads them before `forgetAccount`. */
export const orderIdsOf = (uid: string): Promise<Set<string>> =>
  orderOwnershipRepository.orderIdsOf(uid);

/**
 * Account deletion's part in orders: the account's orders stay for the books, anonymised
 * (order-ownership.repository.ts). They are found by uid only, never by e-mail, so nothing of
 * another person's is touched whether or not the address is verified. Returns how many.
 */
export const forgetAccount = ({ uid }: AccountToForget): Promise<number> =>
  orderOwnershipRepository.anonymiseOrdersOf(uid);
