import {
  PublicReviewSchema,
  type PublicReview,
  type Review,
  type ReviewsResponse,
  type ReviewVote,
} from '../../contract/review';
import { createAnswerCache } from '../../core/answer-cache';
import { isUnavailable } from '../../core/deadline';
import { reviewsRepository } from './reviews.repository';

/** What anyone may see of a review, with the caller's own vote when there is one. */
export const toPublic = (review: Review, userVote?: ReviewVote): PublicReview =>
  PublicReviewSchema.parse({ ...review, userVote });

/**
 * This instance's copy of `GET /api/reviews` as a guest gets it: approved reviews, newest
 * first, without anyone's vote (a signed-in caller's votes are read per request). Every write
 * that can change it goes through `publicReviews.after(...)`.
 */
export const publicReviews = createAnswerCache({
  name: 'reviews',
  load: async () => (await reviewsRepository.listApproved()).map((review) => toPublic(review)),
  toBody: (reviews: PublicReview[]) => ({ reviews }) satisfies ReviewsResponse,
  // Only when Firestore is down or slow; a broken query or a bug still fails the request.
  canServeStale: isUnavailable,
});
