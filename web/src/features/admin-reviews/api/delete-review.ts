import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkSchema } from '@contract/common';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterReviewChange } from './review-cache-sync';

/** DELETE /api/reviews/{id} (admin). */
export async function deleteReview(id: string): Promise<void> {
  await apiSend('DELETE', `/reviews/${encodeURIComponent(id)}`, undefined, OkSchema, {
    fallbackMessage: 'Delete review error',
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => invalidateAfterReviewChange(queryClient),
  });
}
