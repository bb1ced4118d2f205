import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCouponResponseSchema, type CouponCreateRequest } from '@contract/admin-coupons';
import type { Coupon } from '@contract/coupon';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterCouponChange } from './coupon-cache-sync';

/** POST /api/admin/coupons: codes are unique, case-insensitive (a taken one is 409). */
export async function createCoupon(request: CouponCreateRequest): Promise<Coupon> {
  const { item } = await apiSend('POST', '/admin/coupons', request, AdminCouponResponseSchema, {
    fallbackMessage: 'Create coupon error',
  });
  return item;
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => invalidateAfterCouponChange(queryClient),
  });
}
