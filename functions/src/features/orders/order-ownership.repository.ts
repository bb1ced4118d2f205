import { Timestamp, type Query } from 'firebase-admin/firestore';
import type { ShippingData } from '../../contract/order';
import { db } from '../../core/firebase';
import { updateMatching } from '../../core/forget-account';
import { SEARCH_TOKENS_FIELD } from '../../core/search-tokens';
import { emailVariants, sameEmail } from './order-emails';

/** The name every anonymised order shows instead of its buyer's. */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * Shipping data without the person: everything that names, reaches or identifies the buyer
 * is blanked (passport data included); the country stays for the books.
 */
export function anonymisedShipping(country: unknown): ShippingData {
  return {
    fullName: '',
    email: '',
    phone: '',
    country: typeof country === 'string' ? country.slice(0, 120) : '',
    address: '',
    city: '',
    state: '',
    postalCode: '',
    notes: '',
    passportNumber: '',
    passportIssueDate: '',
    passportIssuedBy: '',
    nationality: '',
  };
}

/** Orders placed as a guest with this e-mail, in the usual letter cases (compare afterwards). */
const guestOrdersOf = (email: string): Query =>
  db
    .collection('orders')
    .where('userUid', '==', null)
    .where('userEmail', 'in', emailVariants(email));

/** The account's orders (`userUid`); the e-mail never finds an account's orders. */
const ordersOf = (uid: string): Query => db.collection('orders').where('userUid', '==', uid);

/** Who owns an order: guest orders join the account of their e-mail; deleted accounts let go. */
export const orderOwnershipRepository = {
  /**
   * Ids of the orders the account owns, read before they are anonymised and let go of it
   * (account deletion: the log's entries of the account's own orders).
   */
  async orderIdsOf(uid: string): Promise<Set<string>> {
    const snap = await ordersOf(uid).select().get();
    return new Set(snap.docs.map((doc) => doc.id));
  },

  /**
   * Guest orders (`userUid` null) placed with this e-mail, in the usual letter cases, become
   * the account's. Only `userUid` is written, so a status change made meanwhile is kept, and
   * two sign-ins of one account at once write the same value.
   */
  attachGuestOrders(uid: string, email: string): Promise<number> {
    return updateMatching(guestOrdersOf(email), (doc) =>
      sameEmail(doc.get('userEmail'), email) ? { userUid: uid } : null,
    );
  },

  /**
   * Guest orders placed with this e-mail that still wait for its confirmation (issue 21):
   * unconfirmed and `new`. Read without a lock: whoever confirms one checks it again.
   */
  async guestOrdersAwaitingConfirmation(email: string): Promise<string[]> {
    const { docs } = await guestOrdersOf(email).get();
    return docs
      .filter(
        (doc) =>
          sameEmail(doc.get('userEmail'), email) &&
          doc.get('contactConfirmed') === false &&
          doc.get('status') === 'new',
      )
      .map((doc) => doc.id);
  },

  /**
   * The account's orders stay for the store's books (items, totals, coupon, status, dates,
   * tracking) but no longer say whose they were.
   */
  anonymiseOrdersOf(uid: string): Promise<number> {
    const anonymisedAt = Timestamp.now();
    return updateMatching(ordersOf(uid), (doc) => ({
      userUid: null,
      userEmail: '',
      userName: DELETED_USER_NAME,
      shippingData: anonymisedShipping(doc.get('shippingData.country')),
      // The admin search's tokens are its e-mails: they go with the rest of the person.
      [SEARCH_TOKENS_FIELD]: [],
      anonymisedAt,
    }));
  },
};
