import { logger } from 'firebase-functions';

/** Named log lines of the reviews feature: ids and counts only, never names, e-mails or text. */
export const reviewsLog = {
  /** A stored review that does not match the contract: left out of lists, 404 by id. */
  unreadable(reviewId: string) {
    logger.warn('review_unreadable', { reviewId });
  },
  submitted(fields: { reviewId: string; images: number; multipart: boolean; signedIn: boolean }) {
    logger.info('review_submitted', fields);
  },
  /** A review write whose outcome is unknown (Firestore unavailable or too slow). */
  imagesKeptAfterUnconfirmedWrite(images: number) {
    logger.warn('review_images_kept_after_unconfirmed_write', { images });
  },
  voteContention(fields: { reviewId: string; attempts: number }) {
    logger.warn('review_vote_contention', fields);
  },
};
