import type { CustomerOrder } from '../../contract/account';
import { hasPassport, type Order } from '../../contract/order';
import type { PageQuery, PageRequest } from '../../contract/paging';
import { auditLog, passportViewed } from '../../core/audit-log';
import type { SessionUser } from '../../core/auth';
import { normaliseEmail, unconfirmedOrdersConfig } from '../../core/env';
import { AppError, notFound } from '../../core/errors';
import { assertSignedInRecently } from '../../core/recent-sign-in';
import { toCustomerOrder } from './customer-order';
import { ordersReadRepository, type OrdersPage, type OwnedOrder } from './orders-read.repository';

const orderNotFound = () => notFound('Order not found');

/**
 * Passport access is always logged (issue 12) and needs a recent sign-in (issue 21): before an
 * answer shows someone else's order with passport data, the caller must have signed in within
 * the last 10 minutes (else 401 `reauth_required`), and one `order.passport_viewed` entry per
 * such order is written, as the admin detail view does. The caller's own orders need neither;
 * if the log cannot be written, nothing is shown.
 */
async function logPassportViews(caller: SessionUser, shown: readonly OwnedOrder[]) {
  const others = shown.filter(
    ({ order, userUid }) => userUid !== caller.uid && hasPassport(order.shippingData),
  );
  if (others.length === 0) return;
  assertSignedInRecently(caller);
  await auditLog.writeAll(others.map(({ order }) => passportViewed(caller.email, order.id)));
}

/** The page asked for; without `limit`, undefined (the repository's first 100). */
const pageOf = ({ limit, cursor }: PageQuery): PageRequest | undefined =>
  limit === undefined ? undefined : { limit, cursor: cursor ?? null };

/** Each order with when its e-mail confirmation is due, if it waits for one (issue 21). */
function forCustomer(page: OrdersPage<Order>): OrdersPage<CustomerOrder> {
  const { holdMs } = unconfirmedOrdersConfig();
  return { ...page, items: page.items.map((order) => toCustomerOrder(order, holdMs)) };
}

export const ordersReadService = {
  /**
   * The caller's orders, newest first: one page (see contract/paging.ts). With an e-mail:
   * a customer may name only their own (the same answer as without it); an admin may name
   * any and gets every order placed with it, guest orders included.
   */
  async list(
    caller: SessionUser,
    email: string | undefined,
    paging: PageQuery = {},
  ): Promise<OrdersPage<CustomerOrder>> {
    const page = pageOf(paging);
    if (email === undefined || email === '') {
      return forCustomer(await ordersReadRepository.listByOwner(caller.uid, page));
    }
    if (caller.role === 'admin') {
      const found = await ordersReadRepository.listByEmail(email, page);
      await logPassportViews(caller, found.items);
      const items = found.items.map(({ order }) => order);
      return forCustomer({ items, nextCursor: found.nextCursor });
    }
    if (caller.email !== '' && normaliseEmail(email) === caller.email) {
      return forCustomer(await ordersReadRepository.listByOwner(caller.uid, page));
    }
    throw new AppError('forbidden', 'You can only see your own orders', 403);
  },

  /** The owner's or, for an admin, any order; everything else is the same 404 as a missing id. */
  async get(caller: SessionUser, id: string): Promise<CustomerOrder> {
    const found = await ordersReadRepository.find(id);
    if (!found) throw orderNotFound();
    if (caller.role !== 'admin' && found.userUid !== caller.uid) throw orderNotFound();
    await logPassportViews(caller, [found]);
    return toCustomerOrder(found.order, unconfirmedOrdersConfig().holdMs);
  },

  orderNotFound,
};
