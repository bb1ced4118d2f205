import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { StoredLocaleSchema, type Locale } from '../../contract/locale';
import type { Product } from '../../contract/product';
import {
  STOCK_ALERTS_COLLECTION,
  StockAlertStatusSchema,
  type StockAlertStatus,
} from '../../contract/stock-alert';
import { normaliseEmail } from '../../core/env';
import { retryOnConflict } from '../../core/conflict-retry';
import { deleteMatching } from '../../core/delete-matching';
import { db } from '../../core/firebase';
import { mailDocument, mailRepository, type MailMessage } from '../mail';
import { productRef, toProduct } from '../products';
import { confirmationLinksRepository } from './confirmation-links.repository';
import { stockAlertId } from './stock-alert-id';
import {
  CONFIRM_VALID_MS,
  isLivePending,
  nextRequestStep,
  type StoredRequest,
} from './stock-alert-rules';

/** Firestore allows at most 500 writes per batch; pages of waiting requests are this long too. */
const BATCH_SIZE = 500;

/**
 * `stockAlerts/{stockAlertId(productId, email)}` {productId, email (normalised), uid (the
 * signed-in asker or null), status 'pending' | 'waiting' | 'sent', requestedAt, sentAt (null
 * until sent), confirmedAt (null until the mailbox is proven), confirmMailedAt (the last
 * confirmation e-mail, or null), locale (the request's language, issue 25; none reads as 'en'),
 * language (the same, as issue 21 named it), and, only while pending, expiresAt (when its
 * link stops working; a Firestore TTL policy deletes the request after it)}.
 */
export interface StockAlert {
  productId: string;
  email: string;
  uid: string | null;
  status: StockAlertStatus;
  requestedAt: Timestamp;
  sentAt: Timestamp | null;
  confirmedAt: Timestamp | null;
  confirmMailedAt: Timestamp | null;
  locale: Locale;
  language: Locale;
  expiresAt?: Timestamp;
}

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/** What the rules need of a stored request (`stock-alert-rules.ts`); null when there is none. */
export function storedRequestOf(snap: DocumentSnapshot | undefined): StoredRequest | null {
  const status = StockAlertStatusSchema.safeParse(snap?.get('status'));
  if (!snap?.exists || !status.success) return null;
  return {
    status: status.data,
    confirmMailedAtMs: millisOf(snap.get('confirmMailedAt')),
    expiresAtMs: millisOf(snap.get('expiresAt')),
  };
}

/** What one "Notify me" needs besides the product and address. */
export interface RequestInput {
  productId: string;
  /** Normalised. */
  email: string;
  uid: string | null;
  /** A verified account asking for its own address: active without a confirmation. */
  mailboxProven: boolean;
  /** The language of the request and its e-mails (issue 25). */
  locale: Locale;
  /** The new link for the confirmation e-mail (unused when none is sent). */
  link: { tokenHash: string; message: (product: Product) => MailMessage };
  now: Timestamp;
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
   * Stores the request once per e-mail and product (`nextRequestStep` says how), and when a
   * confirmation is due writes, in the same transaction, the pending request, its link
   * (`stockAlertConfirmations`, by the token's hash) and the confirmation e-mail, so none of
   * them exists without the others. The product is read in the same transaction, so a restock
   * cannot slip in between the "sold out" check and the write: either the request is stored
   * first and the restock's trigger finds it (if active), or the restock is seen and the
   * request is refused as in stock.
   */
  async request(
    input: RequestInput,
  ): Promise<'not-found' | 'in-stock' | 'active' | 'pending' | 'pending-mailed'> {
    const { productId, email, now } = input;
    const alertId = stockAlertId(productId, email);
    const ref = alerts().doc(alertId);
    return db.runTransaction(async (tx) => {
      const [productSnap, snap] = await tx.getAll(productRef(productId), ref);
      const product = productSnap ? toProduct(productSnap) : null;
      if (!product) return 'not-found';
      if (product.stock > 0) return 'in-stock';
      const step = nextRequestStep(storedRequestOf(snap), input.mailboxProven, now.toMillis());
      if (step === 'already-active') return 'active';
      if (step === 'already-pending') return 'pending';
      const previousUid: unknown = snap?.get('uid');
      const base = {
        productId,
        email,
        uid: input.uid ?? (typeof previousUid === 'string' ? previousUid : null),
        requestedAt: now,
        sentAt: null,
        locale: input.locale,
        language: input.locale,
      } as const;
      if (step === 'activate') {
        const active: StockAlert = {
          ...base,
          status: 'waiting',
          confirmedAt: now,
          confirmMailedAt: null,
        };
        tx.set(ref, active);
        return 'active';
      }
      const validUntil = Timestamp.fromMillis(now.toMillis() + CONFIRM_VALID_MS);
      const pending: StockAlert = {
        ...base,
        status: 'pending',
        confirmedAt: null,
        confirmMailedAt: now,
        expiresAt: validUntil,
      };
      tx.set(ref, pending);
      confirmationLinksRepository.create(tx, input.link.tokenHash, {
        alertId,
        productId,
        createdAt: now,
        validUntil,
        locale: input.locale,
      });
      const mail = mailDocument(
        {
          to: email,
          message: input.link.message(product),
          kind: 'stock-alert-confirmation',
          uid: base.uid,
          productId,
          language: input.locale,
        },
        now,
      );
      mailRepository.createIn(
        tx,
        `stock-alert-confirmation-${alertId}-${String(now.toMillis())}`,
        mail,
      );
      return 'pending-mailed';
    });
  },

  /**
   * Ids of the address's pending requests whose link still works (the TTL policy may take up
   * to a day to delete expired ones). Two equality filters: served by the single-field
   * indexes, no composite index needed.
   */
  async livePendingIds(email: string, now: Timestamp, limit: number): Promise<string[]> {
    const snap = await alerts()
      .where('email', '==', normaliseEmail(email))
      .where('status', '==', 'pending')
      .select('status', 'expiresAt')
      .limit(limit)
      .get();
    return snap.docs
      .filter((doc) => {
        const stored = storedRequestOf(doc);
        return stored !== null && isLivePending(stored, now.toMillis());
      })
      .map((doc) => doc.id);
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
    messageIn: (locale: Locale) => MailMessage,
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
        const locale = StoredLocaleSchema.parse(snap.get('locale'));
        if (!(requestedAt instanceof Timestamp) || typeof email !== 'string') return 'not-waiting';
        const mailId = restockMailId(alertId, requestedAt);
        const mailed = await mailRepository.exists(mailId);
        const batch = db.batch();
        if (!mailed) {
          const mail = mailDocument(
            {
              to: email,
              message: messageIn(locale),
              kind: 'restock',
              language: locale,
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
