import { FieldPath, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { STOCK_ALERTS_COLLECTION, type StockAlertStatus } from '../../contract/stock-alert';
import { normaliseEmail } from '../../core/env';
import { retryOnConflict } from '../../core/conflict-retry';
import { deleteMatching } from '../../core/delete-matching';
import { db } from '../../core/firebase';
import { mailDocument, mailRepository, type MailMessage } from '../mail';
import { productRef, toProduct } from '../products';
import { stockAlertId } from './stock-alert-id';

/** Firestore allows at most 500 writes per batch; pages of waiting requests are this long too. */
const BATCH_SIZE = 500;

/**
 * `stockAlerts/{stockAlertId(productId, email)}` {productId, email (normalised), uid (the
 * signed-in asker or null), status 'waiting' | 'sent', requestedAt, sentAt (null until sent)}.
 */
export interface StockAlert {
  productId: string;
  email: string;
  uid: string | null;
  status: StockAlertStatus;
  requestedAt: Timestamp;
  sentAt: Timestamp | null;
}

const alerts = () => db.collection(STOCK_ALERTS_COLLECTION);

/** Attempts at mailing one request before the trigger fails and is retried whole. */
const MAIL_ATTEMPTS = 10;

/** What happened to one waiting request when its product came back. */
export type RestockOutcome = 'mailed' | 'already-mailed' | 'not-waiting';

/** The mail of one request: its id carries the request's time, so each request mails once. */
export const restockMailId = (alertId: string, requestedAt: Timestamp) =>
  `restock-${alertId}-${String(requestedAt.toMillis())}`;

export const stockAlertsRepository = {
  /**
   * Stores the request once per e-mail and product: one still waiting is left as it is;
   * one already sent waits again (a new `requestedAt`, so it gets a mail of its own).
   * The product is read in the same transaction, so a restock cannot slip in between the
   * "sold out" check and the write: either the request is stored first and the restock's
   * trigger finds it, or the restock is seen and the request is refused as in stock.
   */
  async request(
    productId: string,
    address: string,
    uid: string | null,
  ): Promise<'stored' | 'already-waiting' | 'not-found' | 'in-stock'> {
    const email = normaliseEmail(address);
    const ref = alerts().doc(stockAlertId(productId, email));
    return db.runTransaction(async (tx) => {
      const [productSnap, snap] = await tx.getAll(productRef(productId), ref);
      const product = productSnap ? toProduct(productSnap) : null;
      if (!product) return 'not-found';
      if (product.stock > 0) return 'in-stock';
      if (snap?.exists && snap.get('status') === 'waiting') return 'already-waiting';
      const previousUid: unknown = snap?.get('uid');
      const alert: StockAlert = {
        productId,
        email,
        uid: uid ?? (typeof previousUid === 'string' ? previousUid : null),
        status: 'waiting',
        requestedAt: Timestamp.now(),
        sentAt: null,
      };
      tx.set(ref, alert);
      return 'stored';
    });
  },

  /**
   * One page of the product's waiting requests, in id order after `afterId`. Equality on two
   * fields, ordered by id: served by the single-field indexes, no composite index needed.
   */
  async waitingPage(
    productId: string,
    afterId: string | null,
    limit = BATCH_SIZE,
  ): Promise<QueryDocumentSnapshot[]> {
    let query = alerts()
      .where('productId', '==', productId)
      .where('status', '==', 'waiting')
      .orderBy(FieldPath.documentId())
      .select()
      .limit(limit);
    if (afterId) query = query.startAfter(afterId);
    return (await query.get()).docs;
  },

  /**
   * Mails one request and marks it sent, in one batch. Without locks, like the order
   * changes (`core/conflict-retry.ts`): the request is read, and the batch marks it sent
   * guarded by the update time read, so a request sent meanwhile (a redelivered event, two
   * restocks at once) fails the commit, and the next attempt reads it sent and leaves it.
   * A mail already there for this request (same id) is not written twice.
   */
  async mailOne(
    alertId: string,
    message: MailMessage,
    now: Timestamp = Timestamp.now(),
  ): Promise<RestockOutcome> {
    const ref = alerts().doc(alertId);
    return retryOnConflict(
      async () => {
        const snap = await ref.get();
        if (!snap.exists || snap.get('status') !== 'waiting') return 'not-waiting';
        const requestedAt: unknown = snap.get('requestedAt');
        const email: unknown = snap.get('email');
        const productId: unknown = snap.get('productId');
        const uid: unknown = snap.get('uid');
        if (!(requestedAt instanceof Timestamp) || typeof email !== 'string') return 'not-waiting';
        const mailId = restockMailId(alertId, requestedAt);
        const mailed = await mailRepository.exists(mailId);
        const batch = db.batch();
        if (!mailed) {
          const mail = mailDocument(
            {
              to: email,
              message,
              kind: 'restock',
              uid: typeof uid === 'string' ? uid : null,
              productId: typeof productId === 'string' ? productId : '',
            },
            now,
          );
          mailRepository.createIn(batch, mailId, mail);
        }
        batch.update(
          ref,
          { status: 'sent', sentAt: now },
          { lastUpdateTime: snap.updateTime ?? Timestamp.fromMillis(0) },
        );
        await batch.commit();
        return mailed ? 'already-mailed' : 'mailed';
      },
      { maxAttempts: MAIL_ATTEMPTS },
    );
  },

  /**
   * An account's requests go with it: those it made signed in, and, when its address is
   * verified (only then surely the account's), every one for that address.
   */
  async deleteAlertsOf(uid: string, verifiedEmail: string | null): Promise<number> {
    const counts = await Promise.all([
      deleteMatching(alerts().where('uid', '==', uid)),
      verifiedEmail
        ? deleteMatching(alerts().where('email', '==', normaliseEmail(verifiedEmail)))
        : Promise.resolve(0),
    ]);
    return counts[0] + counts[1];
  },

  /** A deleted product's requests, waiting or sent: it will never be back in stock. */
  async deleteAlertsOfProduct(productId: string): Promise<number> {
    return deleteMatching(alerts().where('productId', '==', productId));
  },
};
