import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminReviewResponseSchema } from '@contract/review';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterReviewChange } from './review-cache-sync';

/** POST /api/reviews/{id}/response (admin): the store's one response, non-empty. */
export async function respondToReview(id: string, response: string): Promise<void> {
  await apiSend(
    'POST',
    `/reviews/${encodeURIComponent(id)}/response`,
    { response },
    AdminReviewResponseSchema,
    { fallbackMessage: 'Response error' },
  );
}

/** DELETE /api/reviews/{id}/response (admin). */
export async function deleteReviewResponse(id: string): Promise<void> {
  await apiSend(
    'DELETE',
    `/reviews/${encodeURIComponent(id)}/response`,
    undefined,
    AdminReviewResponseSchema,
    { fallbackMessage: 'Delete response error' },
  );
}

export function useRespondToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: string }) =>
      respondToReview(id, response),
    onSuccess: () => invalidateAfterReviewChange(queryClient),
  });
}

export function useDeleteReviewResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewResponse,
    onSuccess: () => invalidateAfterReviewChange(queryClient),
  });
}
