import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AdminReviewResponseSchema, type AdminReviewCreateRequestSchema } from '@contract/review';
import { apiSend } from '@/lib/api-client';
import { invalidateAfterReviewChange } from './review-cache-sync';

export type AdminReviewCreateRequest = z.output<typeof AdminReviewCreateRequestSchema>;

/** POST /api/reviews/admin: a review the store enters itself (no e-mail, no images sent). */
export async function createAdminReview(review: AdminReviewCreateRequest): Promise<void> {
  await apiSend('POST', '/reviews/admin', review, AdminReviewResponseSchema, {
    fallbackMessage: 'Create review error',
  });
}

export function useCreateAdminReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminReview,
    onSuccess: () => invalidateAfterReviewChange(queryClient),
  });
}
