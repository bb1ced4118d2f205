import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReviewsResponseSchema, type PublicReview } from '@contract/review';
import { m } from '@/i18n/messages';
import { apiGet } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { reviewsKeys } from './query-keys';

/** GET /api/reviews: approved reviews, newest first, with the caller's vote when signed in. */
export async function getReviews(signal?: AbortSignal): Promise<PublicReview[]> {
  const { reviews } = await apiGet('/reviews', ReviewsResponseSchema, {
    fallbackMessage: m.product_reviews_load_error(),
    signal,
  });
  return reviews;
}

/**
 * Keyed by viewer (uid, or null for a guest): each answer carries that viewer's votes, so
 * one account never sees another's from the cache.
 */
export const reviewsQueryOptions = (uid: string | null) =>
  queryOptions({
    queryKey: reviewsKeys.list(uid),
    queryFn: ({ signal }) => getReviews(signal),
  });

export function useReviews() {
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return useQuery(reviewsQueryOptions(uid));
}
