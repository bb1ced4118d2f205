import type { QueryClient } from '@tanstack/react-query';
import { adminLogsKeys } from '@/features/admin-logs';
import { loyaltyKeys } from '@/features/loyalty';
import { adminCouponsKeys } from './query-keys';

/**
 * What a coupon change makes stale: the admin list, the log, and shoppers' own promocode
 * lists (an admin may hold one too).
 */
export function invalidateAfterCouponChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCouponsKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminLogsKeys.all }),
    queryClient.invalidateQueries({ queryKey: loyaltyKeys.coupons }),
  ]);
}
