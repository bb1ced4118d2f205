import { z } from 'zod';
import { IdSchema } from './common';

/** A product review: rating 1-5, up to 5 images; pending until an admin approves it. */
export const ReviewSchema = z.object({
  id: IdSchema,
  name: z.string().min(1).max(120),
  email: z.email(),
  rating: z.int().min(1).max(5),
  title: z.string().min(1).max(200),
  comment: z.string().min(1).max(5000),
  images: z.array(z.string().max(2048)).max(5),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.enum(['pending', 'approved', 'rejected']),
  helpfulVotes: z.int().nonnegative(),
  unhelpfulVotes: z.int().nonnegative(),
  userVote: z.enum(['helpful', 'unhelpful']).optional(),
  adminResponse: z.string().max(5000).optional(),
  adminResponseAt: z.iso.datetime({ offset: true }).optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** An entry of the support page's FAQ tab. */
export const FaqEntrySchema = z.object({
  id: IdSchema,
  question: z.string().min(1).max(300),
  answer: z.string().min(1).max(5000),
  /** The Russian question and answer Russian pages show (`localText`); absent: the default. */
  questionRu: z.string().max(300).optional(),
  answerRu: z.string().max(5000).optional(),
  order: z.int(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const ReviewVoteSchema = z.enum(['helpful', 'unhelpful']);
export type ReviewVote = z.infer<typeof ReviewVoteSchema>;

/** A review as everyone may see it: the reviewer's e-mail stays with the store. */
export const PublicReviewSchema = ReviewSchema.omit({ email: true });
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** GET /api/reviews: approved reviews, newest first, with the caller's vote when signed in. */
export const ReviewsResponseSchema = z.object({ reviews: z.array(PublicReviewSchema) });
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

/** Most images a review may carry. */
export const REVIEW_MAX_IMAGES = 5;

const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${String(max)} characters`);

/**
 * POST /api/reviews as JSON (`images`: data URLs) or multipart (repeated `images` files,
 * the other fields as text; `rating` then arrives as text, hence the coercion).
 */
export const ReviewCreateRequestSchema = z.strictObject({
  name: text('Name', 120),
  email: z.email('Enter a valid e-mail').max(254),
  rating: z.coerce.number().int().min(1).max(5).default(5),
  title: text('Title', 200),
  comment: text('Comment', 5000),
  images: z
    .array(z.string().max(8 * 1024 * 1024))
    .max(REVIEW_MAX_IMAGES)
    .default([]),
});
export type ReviewCreateRequest = z.input<typeof ReviewCreateRequestSchema>;

/** Answer of POST /api/reviews: the review waits for moderation. */
export const ReviewCreatedResponseSchema = z.object({
  id: IdSchema,
  status: z.literal('pending'),
});

/** POST /api/reviews/{id}/vote */
export const ReviewVoteRequestSchema = z.strictObject({ vote: ReviewVoteSchema });
export const ReviewVoteResponseSchema = z.object({ review: PublicReviewSchema });

/** POST /api/reviews/{id}/response (admin): one store response per review. */
export const ReviewResponseRequestSchema = z.strictObject({
  response: text('Response', 5000),
});

/** POST /api/reviews/admin: a review the store enters itself (approved at once). */
export const AdminReviewCreateRequestSchema = z.strictObject({
  name: text('Name', 120),
  rating: z.coerce.number().int().min(1).max(5).default(5),
  title: text('Title', 200),
  comment: text('Comment', 5000),
});

/** GET /api/admin/reviews: every review, newest first, with e-mails. */
export const AdminReviewsResponseSchema = z.object({ reviews: z.array(ReviewSchema) });
export type AdminReviewsResponse = z.infer<typeof AdminReviewsResponseSchema>;
export const AdminReviewResponseSchema = z.object({ review: ReviewSchema });

/** GET /api/faq: the support page's FAQ, in order. */
export const FaqResponseSchema = z.object({ items: z.array(FaqEntrySchema) });
