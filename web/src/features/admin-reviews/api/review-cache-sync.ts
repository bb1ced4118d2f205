import type { QueryClient } from '@tanstack/react-query';

/**
 * After any admin change to a review: the admin list, the public lists (every viewer's)
 * and the admin log are stale.
 */
export function invalidateAfterReviewChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
    queryClient.invalidateQueries({ queryKey: ['reviews'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'logs'] }),
  ]);
}
