import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Locale } from '../../contract/locale';
import { STOCK_ALERTS_COLLECTION } from '../../contract/stock-alert';
import { db } from '../../core/firebase';
import { productRef, toProduct } from '../products';
import { linkProblem, type StoredLink } from './stock-alert-rules';

/**
 * `stockAlertConfirmations/{sha256(token)}` {alertId, productId, createdAt, validUntil, locale
 * (the request's language), usedAt (null until used), expiresAt}: one per confirmation e-mail. Only the token's hash is a
 * document id, so the database never holds a working link (the e-mail does), and a link is
 * found by a direct read, never a query. A TTL policy on `expiresAt` (30 days after the link
 * ends) removes old records; until then a late click hears "expired" rather than "not valid".
 */
const COLLECTION = 'stockAlertConfirmations';
const RECORD_TTL_MS = 30 * 86_400_000;

const linkRef = (tokenHash: string) => db.collection(COLLECTION).doc(tokenHash);

/** What a confirmation click comes to. */
export type ConfirmOutcome =
  | { problem: 'invalid' | 'used' | 'expired' | 'gone' }
  | { product: { title: string; slug: string }; inStock: boolean; productId: string };

async function readLink(
  tx: Transaction,
  tokenHash: string,
): Promise<(StoredLink & { alertId: string; productId: string }) | null> {
  const snap = await tx.get(linkRef(tokenHash));
  const alertId: unknown = snap.get('alertId');
  const productId: unknown = snap.get('productId');
  const validUntil: unknown = snap.get('validUntil');
  if (!snap.exists || typeof alertId !== 'string' || typeof productId !== 'string') return null;
  if (!(validUntil instanceof Timestamp)) return null;
  return {
    alertId,
    productId,
    validUntilMs: validUntil.toMillis(),
    used: snap.get('usedAt') instanceof Timestamp,
  };
}

export const confirmationLinksRepository = {
  /** Written by the request's transaction, with the pending request and its e-mail. */
  create(
    tx: Transaction,
    tokenHash: string,
    link: {
      alertId: string;
      productId: string;
      createdAt: Timestamp;
      validUntil: Timestamp;
      locale: Locale;
    },
  ): void {
    tx.create(linkRef(tokenHash), {
      ...link,
      usedAt: null,
      expiresAt: Timestamp.fromMillis(link.validUntil.toMillis() + RECORD_TTL_MS),
    });
  },

  /**
   * Follows a link once: an unknown one is `invalid`, a used one `used`, one past its time
   * `expired`, and one whose request or product is gone (deleted with the product or the
   * account, or lapsed) `gone`. Otherwise the link is marked used and its request confirmed:
   * active (`waiting`) while the product is sold out; if it came back before the click, the
   * page tells the shopper and the request counts as answered (`sent`). A request already
   * confirmed through another of its links stays as it is. Everything is read under the
   * transaction's locks, so a double click confirms once and the second hears `used`.
   */
  async confirm(tokenHash: string, now: Timestamp): Promise<ConfirmOutcome> {
    return db.runTransaction(async (tx) => {
      const link = await readLink(tx, tokenHash);
      const problem = linkProblem(link, now.toMillis());
      if (problem || !link) return { problem: problem ?? 'invalid' };
      const alertRef = db.collection(STOCK_ALERTS_COLLECTION).doc(link.alertId);
      const [alertSnap, productSnap] = await tx.getAll(alertRef, productRef(link.productId));
      const product = productSnap ? toProduct(productSnap) : null;
      if (!alertSnap?.exists || !product) return { problem: 'gone' };
      const inStock = product.stock > 0;
      if (alertSnap.get('status') === 'pending') {
        tx.update(alertRef, {
          status: inStock ? 'sent' : 'waiting',
          confirmedAt: now,
          sentAt: inStock ? now : null,
          expiresAt: FieldValue.delete(),
        });
      }
      tx.update(linkRef(tokenHash), { usedAt: now });
      return {
        product: { title: product.title, slug: product.slug },
        inStock,
        productId: link.productId,
      };
    });
  },
};
