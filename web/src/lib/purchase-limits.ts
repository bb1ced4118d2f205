import { MAX_QTY } from '@contract/limits';
import type { Product } from '@contract/product';
import { m } from '@/i18n/messages';

/**
 * Purchase limits of limited drops as shoppers see them (the product page and the cart).
 * The server enforces them in the order transaction; here they only cap the quantity
 * controls and say why, so a shopper rarely meets the 409.
 */
type Limits = Pick<Product, 'maxPerOrder' | 'maxPerCustomer'>;
type Cappable = Limits & Pick<Product, 'stock'>;

/** "Limit N per order" / "Limit N per customer", for each limit the product has. */
export function purchaseLimitLabels({ maxPerOrder, maxPerCustomer }: Limits): string[] {
  const labels: string[] = [];
  if (maxPerOrder !== undefined) labels.push(m.product_limit_per_order({ count: maxPerOrder }));
  if (maxPerCustomer !== undefined)
    labels.push(m.product_limit_per_customer({ count: maxPerCustomer }));
  return labels;
}

/**
 * The most one cart line may hold: the stock, the shop's per-line maximum and the product's
 * limits (the cart cannot know earlier orders: the server counts those). Never below 0.
 */
export function maxCartQty({ stock, maxPerOrder, maxPerCustomer }: Cappable): number {
  const caps = [stock, MAX_QTY, maxPerOrder ?? Infinity, maxPerCustomer ?? Infinity];
  return Math.max(0, Math.min(...caps));
}

/** Why a line cannot hold more: the first rule that sets `maxCartQty`. */
export function capNote(product: Cappable): string {
  const max = maxCartQty(product);
  if (product.stock <= max) return m.product_cap_stock({ count: product.stock });
  if (product.maxPerOrder === max) return m.product_limit_per_order({ count: max });
  if (product.maxPerCustomer === max) return m.product_limit_per_customer({ count: max });
  return m.product_cap_max({ count: MAX_QTY });
}

/** A per-customer limit means only a signed-in account with a verified e-mail may buy it. */
export const needsVerifiedAccount = (product: Limits): boolean =>
  product.maxPerCustomer !== undefined;
