import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReviewVoteResponseSchema, type PublicReview, type ReviewVote } from '@contract/review';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { reviewsQueryOptions } from './get-reviews';

/** POST /api/reviews/{id}/vote: answers the review with exact counts and the caller's vote. */
export async function voteReview(id: string, vote: ReviewVote): Promise<PublicReview> {
  const { review } = await apiSend(
    'POST',
    `/reviews/${encodeURIComponent(id)}/vote`,
    { vote },
    ReviewVoteResponseSchema,
    { fallbackMessage: m.product_review_vote_error() },
  );
  return review;
}

/** The answer replaces that review in the voter's list, so counts update without a refetch. */
export function useVoteReview() {
  const queryClient = useQueryClient();
  const uid = useSessionStore((state) => state.user?.uid ?? null);
  return useMutation({
    mutationFn: ({ id, vote }: { id: string; vote: ReviewVote }) => voteReview(id, vote),
    onSuccess: (review) => {
      queryClient.setQueryData(reviewsQueryOptions(uid).queryKey, (list) =>
        list?.map((item) => (item.id === review.id ? review : item)),
      );
    },
  });
}
