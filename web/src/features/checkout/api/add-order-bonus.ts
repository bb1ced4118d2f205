import { OkSchema } from '@contract/common';
import { apiSend } from '@/lib/api-client';

/** POST /api/referrals/order-bonus (signed-in only; built by the referrals issue). */
export function addOrderBonus(orderAmount: number, orderId: string) {
  return apiSend('POST', '/referrals/order-bonus', { orderAmount, orderId }, OkSchema, {
    fallbackMessage: 'Add referral bonus error',
  });
}
