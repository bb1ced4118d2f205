import type { QueryClient } from '@tanstack/react-query';

/**
 * What a coupon change makes stale: the admin list, the log, and shoppers' own promocode
 * lists (an admin may hold one too).
 */
export function invalidateAfterCouponChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'logs'] }),
    queryClient.invalidateQueries({ queryKey: ['coupons'] }),
  ]);
}
