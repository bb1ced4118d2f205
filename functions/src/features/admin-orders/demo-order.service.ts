import { Timestamp } from 'firebase-admin/firestore';
import { orderNumberOf, type Order, type ShippingData } from '../../contract/order';
import { auditLog } from '../../core/audit-log';
import type { SessionUser } from '../../core/auth';
import { normaliseEmail } from '../../core/env';
import { AppError } from '../../core/errors';
import { auth, db } from '../../core/firebase';
import { isAdminError } from '../../core/firebase-errors';
import { priceCart } from '../checkout';
import { orderChangesRepository as changes, requireOrder, type DemoOrderDocument } from '../orders';
import { orderStock } from '../products';

/** How many catalogue products a demo order holds (one of each). */
export const DEMO_ORDER_LINES = 2;

const DEMO_NAME = 'Demo Customer';

/** Placeholder shipping details: enough to show in Shipments, no passport data at all. */
export function demoShippingData(email: string, fullName: string): ShippingData {
  return {
    fullName,
    email,
    phone: '+1 555 0100',
    country: 'United States',
    address: '1 Demo Street',
    city: 'Demo City',
    state: '',
    postalCode: '00000',
    notes: 'Demo order made in the admin panel: nothing will ship.',
    passportNumber: '',
    passportIssueDate: '',
    passportIssuedBy: '',
    nationality: '',
  };
}

/** The account with this e-mail, if there is one (Auth matches e-mails case-insensitively). */
async function accountWithEmail(email: string): Promise<{ uid: string; name: string } | null> {
  try {
    const user = await auth.getUserByEmail(email);
    return { uid: user.uid, name: user.displayName ?? '' };
  } catch (err) {
    if (isAdminError(err, 'auth/user-not-found')) return null;
    throw err;
  }
}

export const demoOrderService = {
  /**
   * A new order for the e-mail, so Shipments can be tried: one each of the products with the
   * most stock, priced like a real order (shipping included), marked `demo: true`. It takes
   * no stock (nothing will ship), so cancelling it returns none. An account with the e-mail
   * sees it among its orders.
   */
  async create(admin: SessionUser, rawEmail: string): Promise<Order> {
    const email = normaliseEmail(rawEmail);
    const [products, account] = await Promise.all([
      orderStock.inStock(DEMO_ORDER_LINES),
      accountWithEmail(email),
    ]);
    if (products.length === 0) {
      throw new AppError('no_stock', 'No product is in stock to make a demo order from', 409);
    }
    const items = products.map((product) => ({
      id: product.id,
      title: product.title,
      price: product.price,
      qty: 1,
      image: product.images[0] ?? '',
    }));
    const id = changes.newOrderId();
    const name = account?.name || DEMO_NAME;
    const order: DemoOrderDocument = {
      status: 'new',
      createdAt: Timestamp.now(),
      items,
      ...priceCart({ lines: items, coupon: null }),
      coupon: null,
      tracking: null,
      userUid: account?.uid ?? null,
      userEmail: email,
      userName: name.slice(0, 200),
      shippingData: demoShippingData(email, name.slice(0, 200)),
      number: orderNumberOf(id),
      demo: true,
      // Made by an admin for an address the admin typed: nobody is asked to confirm it.
      contactConfirmed: true,
      confirmedAt: null,
      confirmedBy: 'admin',
      locale: 'en',
      language: 'en',
    };
    // No reads: the transaction only makes the order and its log entry commit together.
    await db.runTransaction((tx) => {
      changes.createDemoOrder(tx, id, order);
      auditLog.inTransaction(tx, { action: 'order.demo_created', actor: admin.email, target: id });
      return Promise.resolve();
    });
    // Through the one converter, which drops the stored-only fields (userUid, number, demo).
    return requireOrder({ id, data: () => order });
  },
};
