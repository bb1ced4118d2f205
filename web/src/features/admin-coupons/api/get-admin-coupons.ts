import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminCouponsResponseSchema } from '@contract/admin-coupons';
import type { Coupon } from '@contract/coupon';
import { apiGet } from '@/lib/api-client';
import { adminCouponsKeys } from './query-keys';

/** GET /api/admin/coupons: every coupon, hidden ones included. */
export async function getAdminCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  const { items } = await apiGet('/admin/coupons', AdminCouponsResponseSchema, {
    fallbackMessage: 'Coupons error',
    signal,
  });
  return items;
}

export const adminCouponsQueryOptions = () =>
  queryOptions({
    queryKey: adminCouponsKeys.list,
    queryFn: ({ signal }) => getAdminCoupons(signal),
  });

export function useAdminCoupons() {
  return useQuery(adminCouponsQueryOptions());
}
