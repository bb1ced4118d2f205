import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminReviewsResponseSchema } from '@contract/review';
import type { Review } from '@contract/review';
import { apiGet } from '@/lib/api-client';
import { adminReviewsKeys } from './query-keys';

/** GET /api/admin/reviews: every review in any state, newest first, with e-mails. */
export async function getAdminReviews(signal?: AbortSignal): Promise<Review[]> {
  const { reviews } = await apiGet('/admin/reviews', AdminReviewsResponseSchema, {
    fallbackMessage: 'Reviews error',
    signal,
  });
  return reviews;
}

export const adminReviewsQueryOptions = () =>
  queryOptions({
    queryKey: adminReviewsKeys.all,
    queryFn: ({ signal }) => getAdminReviews(signal),
  });

export function useAdminReviews() {
  return useQuery(adminReviewsQueryOptions());
}
