import type { QuoteResponse } from '../../contract/checkout';
import type { Coupon } from '../../contract/coupon';
import type { SessionUser } from '../../core/auth';
import { assertCouponUsable, couponsRepository } from '../coupons';
import { assertReleased } from '../products';
import { priceLines, type RequestedLine } from './cart-lines';
import { checkoutRepository } from './checkout.repository';
import { priceCart } from './pricing';

export const checkoutService = {
  /**
   * What the cart costs now: lines priced from the server's products, then the coupon
   * checked against its rules for this buyer. Read outside a transaction: a quote holds no
   * stock and counts no use; the order checks everything again.
   */
  async quote(
    request: { items: readonly RequestedLine[]; coupon?: string | null },
    buyer: SessionUser | null,
  ): Promise<QuoteResponse> {
    const code = request.coupon ?? null;
    const [products, stored] = await Promise.all([
      checkoutRepository.findProducts(request.items.map((line) => line.id)),
      code ? couponsRepository.findWithRedemption(code, buyer?.uid ?? null) : null,
    ]);
    const lines = priceLines(request.items, products);
    assertReleased(request.items, products, Date.now());
    let coupon: Coupon | null = null;
    if (stored) {
      assertCouponUsable(stored.coupon, { now: new Date(), buyer, usedByBuyer: stored.redeemed });
      coupon = stored.coupon;
    }
    const { subtotal, shipping, tax, discount, total } = priceCart({ lines, coupon });
    return {
      subtotal,
      shipping,
      tax,
      discount,
      total,
      coupon: coupon && { code: coupon.code, type: coupon.type, value: coupon.value },
    };
  },
};
