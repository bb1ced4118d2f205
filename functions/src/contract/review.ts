import { z } from 'zod';
import { IdSchema } from './common';

/** Spec section 3, Review. */
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
  order: z.int(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;
