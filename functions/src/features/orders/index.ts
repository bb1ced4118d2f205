// What other features may use of orders: stored orders read through one converter, who owns
// them (a verified sign-in attaches, and confirms, its guest orders), the purchase counts an order moves, the bonus account an order spends from, and the
// unconfirmed-order counters an admin change releases.
export { EMPTY_BONUS_ACCOUNT, spendBonuses } from './bonus-account';
export { guestOrdersService } from './guest-orders.service';
export { parseStoredOrder } from './order-document';
export { orderOwnershipRepository } from './order-ownership.repository';
export type { OrderDocument } from './orders.repository';
export { movePurchaseCounts } from './purchase-count-moves';
export { unconfirmedHoldsRepository } from './unconfirmed-holds.repository';
