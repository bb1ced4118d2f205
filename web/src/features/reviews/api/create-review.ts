import { useMutation } from '@tanstack/react-query';
import { ReviewCreatedResponseSchema } from '@contract/review';
import { m } from '@/i18n/messages';
import { apiPostForm } from '@/lib/api-client';

export interface ReviewSubmission {
  name: string;
  email: string;
  rating: number;
  title: string;
  comment: string;
  images: File[];
}

/**
 * POST /api/reviews as multipart: the text fields, then one `images` part per file. The
 * review waits for moderation, so nothing public changes and no list is refetched.
 */
export async function createReview(review: ReviewSubmission): Promise<{ id: string }> {
  const form = new FormData();
  form.append('name', review.name);
  form.append('email', review.email);
  form.append('rating', String(review.rating));
  form.append('title', review.title);
  form.append('comment', review.comment);
  for (const image of review.images) form.append('images', image, image.name);
  return apiPostForm('/reviews', form, ReviewCreatedResponseSchema, {
    fallbackMessage: m.product_review_send_error(),
  });
}

export function useCreateReview() {
  return useMutation({ mutationFn: createReview });
}
