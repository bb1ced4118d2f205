import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { siteOrigin } from '../../core/env';
import type { Locale } from '../../contract/locale';
import { restockMessage, type MailMessage } from '../mail';
import { parseProduct } from '../products';
import { stockAlertsLog } from './stock-alerts.log';
import { stockAlertsRepository, type RestockOutcome } from './stock-alerts.repository';
import { isRestock } from './stock-transition';

/** How many requests are mailed at once (each is one small transaction). */
const CONCURRENCY = 20;

/**
 * The product trigger's part in back-in-stock requests: when a write brings the product back
 * (`isRestock`), each waiting request gets one mail naming the product with its link, and
 * is marked sent in the same transaction.
 *
 * Why nobody gets two: each request is read again in its transaction and only a waiting one
 * is mailed; the mail's id carries the request's id and time (`restockMailId`), so even a
 * mail written by an attempt whose marking was lost is not written again. A redelivered
 * event finds the requests sent and writes nothing; an event retried after a failure part-way
 * mails only those still waiting. The requests are read a page at a time (by id), so a
 * product with many waiting is never held in memory at once.
 */
export async function sendRestockMails(
  productId: string,
  change: { before: DocumentSnapshot; after: DocumentSnapshot } | undefined,
  options: { origin?: string; pageSize?: number } = {},
): Promise<Record<RestockOutcome, number>> {
  const counts: Record<RestockOutcome, number> = {
    mailed: 0,
    'already-mailed': 0,
    'not-waiting': 0,
  };
  if (!change?.after.exists) return counts;
  const { before, after } = change;
  if (!isRestock(before.data(), after.data())) return counts;
  const product = parseProduct(productId, after.data());
  if (!product.success) {
    stockAlertsLog.restockSkipped({ productId, reason: 'invalid-product' });
    return counts;
  }
  // Each request is mailed in its own language (issue 25); one message per language.
  const origin = options.origin ?? siteOrigin();
  const messages = new Map<Locale, MailMessage>();
  const messageIn = (locale: Locale): MailMessage => {
    const built =
      messages.get(locale) ??
      restockMessage({
        title: product.data.title,
        titleRu: product.data.titleRu,
        slug: product.data.slug,
        origin,
        locale,
      });
    messages.set(locale, built);
    return built;
  };
  let afterId: string | null = null;
  for (;;) {
    const page = await stockAlertsRepository.waitingPage(productId, afterId, options.pageSize);
    if (page.length === 0) break;
    for (let start = 0; start < page.length; start += CONCURRENCY) {
      const outcomes = await Promise.all(
        page
          .slice(start, start + CONCURRENCY)
          .map((alert) => stockAlertsRepository.mailOne(alert.id, messageIn)),
      );
      for (const outcome of outcomes) counts[outcome] += 1;
    }
    afterId = page[page.length - 1]?.id ?? null;
  }
  const waiting = counts.mailed + counts['already-mailed'] + counts['not-waiting'];
  // A restock nobody waited for (most, and every new product) is not worth a log line.
  if (waiting > 0) stockAlertsLog.restockMailed({ productId, waiting, mailed: counts.mailed });
  return counts;
}

/**
 * The product trigger's other part: a deleted product will never be back, so its requests go
 * with it (waiting ones would otherwise wait for ever, holding an address). Only a write
 * that deletes the product acts; deleting again finds nothing, so redelivery is harmless.
 */
export async function forgetDeletedProduct(
  productId: string,
  change: { before: DocumentSnapshot; after: DocumentSnapshot } | undefined,
): Promise<number> {
  if (!change?.before.exists || change.after.exists) return 0;
  const deleted = await stockAlertsRepository.deleteAlertsOfProduct(productId);
  if (deleted > 0) stockAlertsLog.productGone({ productId, deleted });
  return deleted;
}
