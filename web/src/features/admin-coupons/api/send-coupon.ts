import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCouponResponseSchema } from '@contract/admin-coupons';
import type { Coupon } from '@contract/coupon';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterCouponChange } from './coupon-cache-sync';

/** POST /api/admin/coupons/send: adds the e-mails to the coupon's `assignedTo`. */
export async function sendCoupon(request: { code: string; emails: string[] }): Promise<Coupon> {
  const { item } = await apiSend(
    'POST',
    '/admin/coupons/send',
    request,
    AdminCouponResponseSchema,
    {
      fallbackMessage: 'Send error',
    },
  );
  return item;
}

export function useSendCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCoupon,
    onSuccess: () => invalidateAfterCouponChange(queryClient),
  });
}
