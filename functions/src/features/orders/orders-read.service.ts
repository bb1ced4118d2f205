import type { Order } from '../../contract/order';
import type { SessionUser } from '../../core/auth';
import { normaliseEmail } from '../../core/env';
import { AppError, notFound } from '../../core/errors';
import { ordersReadRepository } from './orders-read.repository';

const orderNotFound = () => notFound('Order not found');

export const ordersReadService = {
  /**
   * The caller's orders, newest first. With an e-mail: a customer may name only their own
   * (the same answer as without it); an admin may name any and gets every order placed
   * with it, guest orders included.
   */
  async list(caller: SessionUser, email?: string): Promise<Order[]> {
    if (email === undefined || email === '') return ordersReadRepository.listByOwner(caller.uid);
    if (caller.role === 'admin') return ordersReadRepository.listByEmail(email);
    if (caller.email !== '' && normaliseEmail(email) === caller.email) {
      return ordersReadRepository.listByOwner(caller.uid);
    }
    throw new AppError('forbidden', 'You can only see your own orders', 403);
  },

  /** The owner's or, for an admin, any order; everything else is the same 404 as a missing id. */
  async get(caller: SessionUser, id: string): Promise<Order> {
    const found = await ordersReadRepository.find(id);
    if (!found) throw orderNotFound();
    if (caller.role !== 'admin' && found.userUid !== caller.uid) throw orderNotFound();
    return found.order;
  },

  orderNotFound,
};
