import { Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_LOCALE } from '../../contract/locale';
import {
  PENDING_STOCK_ALERTS_LIMIT,
  STOCK_ALERT_CONFIRM_HOURS,
  STOCK_ALERT_GONE,
  STOCK_ALERT_LINK_EXPIRED,
  STOCK_ALERT_LINK_INVALID,
  STOCK_ALERT_LINK_USED,
  stockAlertConfirmLink,
  type ConfirmStockAlertResponse,
  type StockAlertRequest,
  type StockAlertState,
} from '../../contract/stock-alert';
import type { SessionUser } from '../../core/auth';
import { normaliseEmail, siteOrigin } from '../../core/env';
import { AppError, notFound } from '../../core/errors';
import { newOneTimeToken, oneTimeTokenHash } from '../../core/one-time-token';
import { stockAlertConfirmationMessage } from '../mail';
import { confirmationLinksRepository } from './confirmation-links.repository';
import { stockAlertId } from './stock-alert-id';
import { MAX_PENDING_PER_ADDRESS } from './stock-alert-rules';
import { stockAlertsLog } from './stock-alerts.log';
import { stockAlertsRepository } from './stock-alerts.repository';

const CONFIRM_ERRORS = {
  invalid: () => new AppError('stock_alert_link_invalid', STOCK_ALERT_LINK_INVALID, 404),
  used: () => new AppError('stock_alert_link_used', STOCK_ALERT_LINK_USED, 409),
  expired: () => new AppError('stock_alert_link_expired', STOCK_ALERT_LINK_EXPIRED, 410),
  gone: () => new AppError('stock_alert_gone', STOCK_ALERT_GONE, 410),
} as const;

/**
 * Pending requests read to count an address's live ones: lapsed ones wait up to a day for the
 * TTL policy, so more than the cap are read, and the live ones counted among them.
 */
const PENDING_READ_LIMIT = MAX_PENDING_PER_ADDRESS * 10;

/** Only a verified account asking for its own address has proven the mailbox. */
const provesMailbox = (caller: SessionUser | null, email: string): boolean =>
  caller !== null && caller.emailVerified && caller.email !== '' && caller.email === email;

export const stockAlertsService = {
  /**
   * "Notify me" on a sold-out product (POST /api/stock-alerts): stored once per e-mail and
   * product, for guests too; a signed-in caller's uid goes with it, so deleting the account
   * deletes the request. A product that is in stock needs no notice: it can be bought now.
   *
   * Only a proven mailbox counts (issue 21): a verified account's own address is active at
   * once; any other request is pending, and its address gets one confirmation e-mail (again
   * only after `CONFIRM_RESEND_MS`), whose link must be followed within
   * `STOCK_ALERT_CONFIRM_HOURS`. An address with `MAX_PENDING_PER_ADDRESS` requests pending
   * gets no more until it confirms or they lapse (429), so nobody can bury a stranger's inbox.
   */
  async request(
    body: StockAlertRequest,
    caller: SessionUser | null,
    now: Timestamp = Timestamp.now(),
  ): Promise<StockAlertState> {
    const email = normaliseEmail(body.email);
    const mailboxProven = provesMailbox(caller, email);
    if (!mailboxProven) {
      const others = (
        await stockAlertsRepository.livePendingIds(email, now, PENDING_READ_LIMIT)
      ).filter((id) => id !== stockAlertId(body.productId, email));
      if (others.length >= MAX_PENDING_PER_ADDRESS) {
        throw new AppError('too_many_pending', PENDING_STOCK_ALERTS_LIMIT, 429);
      }
    }
    const locale = body.locale ?? DEFAULT_LOCALE;
    const { token, hash } = newOneTimeToken();
    const link = stockAlertConfirmLink(siteOrigin(), token, locale);
    const outcome = await stockAlertsRepository.request({
      productId: body.productId,
      email,
      uid: caller?.uid ?? null,
      mailboxProven,
      locale,
      link: {
        tokenHash: hash,
        message: (product) =>
          stockAlertConfirmationMessage({
            title: product.title,
            titleRu: product.titleRu,
            link,
            validHours: STOCK_ALERT_CONFIRM_HOURS,
            locale,
          }),
      },
      now,
    });
    if (outcome === 'not-found') throw notFound('Product not found');
    if (outcome === 'in-stock') throw new AppError('in_stock', 'This product is in stock', 409);
    stockAlertsLog.requested({ productId: body.productId, outcome });
    return outcome === 'active' ? 'active' : 'pending';
  },

  /**
   * The "Confirm" button of the page a confirmation e-mail links to (POST
   * /api/stock-alerts/confirm): 404 for an unknown link, 409 for a used one, 410 for one past
   * its time or whose request is gone; otherwise the request is active (or, if the product is
   * back already, answered on the page).
   */
  async confirm(
    token: string,
    now: Timestamp = Timestamp.now(),
  ): Promise<ConfirmStockAlertResponse> {
    const outcome = await confirmationLinksRepository.confirm(oneTimeTokenHash(token), now);
    if ('problem' in outcome) throw CONFIRM_ERRORS[outcome.problem]();
    stockAlertsLog.confirmed({ productId: outcome.productId, inStock: outcome.inStock });
    return { ok: true, product: outcome.product, inStock: outcome.inStock };
  },
};
