import type { SessionUser } from '../../core/auth';
import { AppError } from '../../core/errors';
import type { RequestedLine } from '../checkout';
import type { ProductsById } from '../products';

/**
 * Purchase limits of limited drops (`maxPerOrder`, `maxPerCustomer` on the product). A
 * per-customer limit needs to know who the customer is: a typed e-mail proves nothing, so
 * only a signed-in account with a verified e-mail may buy such a product, and its units are
 * counted per account (purchase-counts.repository.ts).
 */

/** Units of each product in the request (the contract already refuses a product twice). */
export function unitsByProduct(requested: readonly RequestedLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const { id, qty } of requested) units.set(id, (units.get(id) ?? 0) + qty);
  return units;
}

const limitedItemNeedsAccount = (title: string) =>
  new AppError(
    'verified_account_required',
    `'${title}' is a limited item: sign in with a verified e-mail to buy it`,
    403,
  );

const limitedItemNeedsVerifiedEmail = (title: string) =>
  new AppError(
    'verified_account_required',
    `'${title}' is a limited item: verify your e-mail to buy it`,
    403,
  );

/**
 * Checks the request against every product's limits and answers the units to count per
 * product with a per-customer limit (empty when none has one). `bought` is what the buyer's
 * counters say it holds already, by product id (absent: nothing). Throws at the first line
 * that breaks a rule: 403 for a limited item without a verified account, 409 naming the
 * product and the limit when a limit would be passed.
 */
export function checkPurchaseLimits(
  requested: readonly RequestedLine[],
  products: ProductsById,
  buyer: SessionUser | null,
  bought: ReadonlyMap<string, number>,
): Map<string, number> {
  const counted = new Map<string, number>();
  for (const [id, qty] of unitsByProduct(requested)) {
    const product = products.get(id);
    if (!product) continue; // priceLines answers an unknown product
    const { title, maxPerOrder, maxPerCustomer } = product;
    if (maxPerCustomer !== undefined) {
      if (!buyer) throw limitedItemNeedsAccount(title);
      if (!buyer.emailVerified) throw limitedItemNeedsVerifiedEmail(title);
    }
    if (maxPerOrder !== undefined && qty > maxPerOrder) {
      throw new AppError(
        'purchase_limit',
        `'${title}' is limited to ${maxPerOrder} per order`,
        409,
      );
    }
    if (maxPerCustomer === undefined) continue;
    const already = bought.get(id) ?? 0;
    if (already + qty > maxPerCustomer) {
      const left = Math.max(0, maxPerCustomer - already);
      throw new AppError(
        'purchase_limit',
        `'${title}' is limited to ${maxPerCustomer} per customer: you can buy ${left} more`,
        409,
      );
    }
    counted.set(id, qty);
  }
  return counted;
}
