import { UseCouponResponseSchema } from '@contract/checkout';
import { apiSend } from '@/lib/api-client';

/** POST /api/coupons/use (signed-in only): marks an assigned promocode used for this user. */
export function markCouponUsed(code: string) {
  return apiSend('POST', '/coupons/use', { code }, UseCouponResponseSchema, {
    fallbackMessage: 'Use coupon error',
  });
}
