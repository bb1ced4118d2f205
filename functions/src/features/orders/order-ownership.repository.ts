import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ShippingData } from '../../contract/order';
import { db } from '../../core/firebase';
import { emailVariants, sameEmail } from './order-emails';

/** Firestore allows at most 500 writes per batch. */
const BATCH_SIZE = 500;

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

/** Applies `change` to every document the query finds, in batches; returns how many. */
async function updateAll(
  query: Query,
  change: (doc: QueryDocumentSnapshot) => Record<string, unknown> | null,
): Promise<number> {
  const docs = (await query.get()).docs;
  let changed = 0;
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs.slice(start, start + BATCH_SIZE)) {
      const update = change(doc);
      if (!update) continue;
      batch.update(doc.ref, update);
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    changed += writes;
  }
  return changed;
}

/** Orders placed as a guest with this e-mail, in the usual letter cases (compare afterwards). */
const guestOrdersOf = (email: string): Query =>
  db
    .collection('orders')
    .where('userUid', '==', null)
    .where('userEmail', 'in', emailVariants(email));

/** Who owns an order: guest orders join the account of their e-mail; deleted accounts let go. */
export const orderOwnershipRepository = {
  /**
   * Guest orders (`userUid` null) placed with this e-mail, in the usual letter cases, become
   * the account's. Only `userUid` is written, so a status change made meanwhile is kept, and
   * two sign-ins of one account at once write the same value.
   */
  attachGuestOrders(uid: string, email: string): Promise<number> {
    return updateAll(guestOrdersOf(email), (doc) =>
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
    return updateAll(db.collection('orders').where('userUid', '==', uid), (doc) => ({
      userUid: null,
      userEmail: '',
      userName: DELETED_USER_NAME,
      shippingData: anonymisedShipping(doc.get('shippingData.country')),
      anonymisedAt,
    }));
  },
};
