import type { QueryClient } from '@tanstack/react-query';
import { adminLogsKeys } from '@/features/admin-logs';
import { reviewsKeys } from '@/features/reviews';
import { adminReviewsKeys } from './query-keys';

/**
 * After any admin change to a review: the admin list, the public lists (every viewer's)
 * and the admin log are stale.
 */
export function invalidateAfterReviewChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminReviewsKeys.all }),
    queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminLogsKeys.all }),
  ]);
}
