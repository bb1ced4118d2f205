import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminReviewResponseSchema } from '@contract/review';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterReviewChange } from './review-cache-sync';

export type ReviewDecision = 'approve' | 'reject';

/** POST /api/admin/reviews/{id}/approve or /reject. */
export async function moderateReview(id: string, decision: ReviewDecision): Promise<void> {
  await apiSend(
    'POST',
    `/admin/reviews/${encodeURIComponent(id)}/${decision}`,
    undefined,
    AdminReviewResponseSchema,
    { fallbackMessage: decision === 'approve' ? 'Approve review error' : 'Reject review error' },
  );
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReviewDecision }) =>
      moderateReview(id, decision),
    onSuccess: () => invalidateAfterReviewChange(queryClient),
  });
}
