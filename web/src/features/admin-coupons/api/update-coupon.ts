import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCouponResponseSchema, type CouponPatchRequest } from '@contract/admin-coupons';
import type { Coupon } from '@contract/coupon';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterCouponChange } from './coupon-cache-sync';

/** PATCH /api/admin/coupons/{code}: any fields but the code. */
export async function updateCoupon(code: string, patch: CouponPatchRequest): Promise<Coupon> {
  const { item } = await apiSend(
    'PATCH',
    `/admin/coupons/${encodeURIComponent(code)}`,
    patch,
    AdminCouponResponseSchema,
    { fallbackMessage: 'Update coupon error' },
  );
  return item;
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, patch }: { code: string; patch: CouponPatchRequest }) =>
      updateCoupon(code, patch),
    onSuccess: () => invalidateAfterCouponChange(queryClient),
  });
}
