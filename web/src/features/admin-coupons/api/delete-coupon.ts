import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkSchema } from '@contract/common';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterCouponChange } from './coupon-cache-sync';

/** DELETE /api/admin/coupons/{code}. */
export async function deleteCoupon(code: string): Promise<void> {
  await apiSend('DELETE', `/admin/coupons/${encodeURIComponent(code)}`, undefined, OkSchema, {
    fallbackMessage: 'Delete coupon error',
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => invalidateAfterCouponChange(queryClient),
  });
}
