import type { StockAlertRequest } from '../../contract/stock-alert';
import type { SessionUser } from '../../core/auth';
import { normaliseEmail } from '../../core/env';
import { AppError, notFound } from '../../core/errors';
import { stockAlertsRepository } from './stock-alerts.repository';

export const stockAlertsService = {
  /**
   * "Notify me" on a sold-out product (POST /api/stock-alerts): stored once per e-mail and
   * product, for guests too; a signed-in caller's uid goes with it, so deleting the account
   * deletes the request. A product that is in stock needs no notice: it can be bought now.
   */
  async request(body: StockAlertRequest, caller: SessionUser | null): Promise<void> {
    const outcome = await stockAlertsRepository.request(
      body.productId,
      normaliseEmail(body.email),
      caller?.uid ?? null,
    );
    if (outcome === 'not-found') throw notFound('Product not found');
    if (outcome === 'in-stock') throw new AppError('in_stock', 'This product is in stock', 409);
  },
};
