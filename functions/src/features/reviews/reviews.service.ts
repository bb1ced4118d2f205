import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  REVIEW_MAX_IMAGES,
  ReviewCreateRequestSchema,
  type AdminReviewCreateRequestSchema,
  type PublicReview,
  type Review,
  type ReviewVote,
} from '../../contract/review';
import type { CachedAnswer } from '../../core/answer-cache';
import type { SessionUser } from '../../core/auth';
import { isUnavailable } from '../../core/deadline';
import { badRequest } from '../../core/errors';
import { requiredText } from '../../core/text';
import { parseOrThrow } from '../../core/validate';
import { checkImageBytes, decodeImage, uploadsService, type CheckedImage } from '../uploads';
import { publicReviews, toPublic } from './public-reviews';
import { assertCanRespond, assertHasResponse, moderate } from './review-rules';
import type { ModerationAction } from './review-rules';
import { reviewsLog } from './reviews.log';
import { reviewsRepository } from './reviews.repository';

/** What a visitor sent: the form's fields (JSON body or multipart text) and any image files. */
export interface ReviewSubmission {
  fields: unknown;
  /** Multipart `images` files; JSON sends images as data URLs among the fields instead. */
  files: Buffer[];
  multipart: boolean;
  /** The signed-in author's uid, or null for a guest: how account deletion finds the review. */
  uid: string | null;
}

const MODERATION_LOG = { approve: 'review.approved', reject: 'review.rejected' } as const;

export const reviewsService = {
  /** Approved reviews, newest first, as a guest gets them: this instance's copy (body ready). */
  listPublic(): Promise<CachedAnswer<PublicReview[]>> {
    return publicReviews.get('');
  },

  /** The same reviews with the caller's own votes (read fresh, in one round trip). */
  async listPublicFor(user: SessionUser): Promise<PublicReview[]> {
    const { value: reviews } = await publicReviews.get('');
    const votes = await reviewsRepository.votesOf(
      user.uid,
      reviews.map((r) => r.id),
    );
    return reviews.map((review) => {
      const userVote = votes.get(review.id);
      return userVote ? { ...review, userVote } : review;
    });
  },

  /**
   * Checks every field and every image (type from its bytes, size) before anything is
   * stored, then stores the images and creates the review as pending: nobody sees it
   * until an admin approves it.
   */
  async submit(submission: ReviewSubmission): Promise<{ id: string; status: 'pending' }> {
    const request = parseOrThrow(ReviewCreateRequestSchema, submission.fields);
    if (request.images.length + submission.files.length > REVIEW_MAX_IMAGES) {
      throw badRequest(`At most ${REVIEW_MAX_IMAGES} images`);
    }
    const checked: CheckedImage[] = [
      ...request.images.map((dataUrl) => decodeImage(dataUrl)),
      ...submission.files.map((bytes) => checkImageBytes(bytes)),
    ];
    const review = {
      name: requiredText(request.name, 'Name'),
      email: request.email.toLowerCase(),
      rating: request.rating,
      title: requiredText(request.title, 'Title'),
      comment: requiredText(request.comment, 'Comment'),
    };
    const saved = await Promise.allSettled(checked.map((image) => uploadsService.save(image)));
    const stored = saved.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    let created: { id: string };
    let writing = false;
    try {
      const failedSave = saved.find((result) => result.status === 'rejected');
      if (failedSave) throw failedSave.reason;
      writing = true;
      // Pending, so not public yet; the copy is dropped anyway, as after every review write.
      created = await publicReviews.after(
        reviewsRepository.create({
          ...review,
          uid: submission.uid,
          images: stored.map((image) => image.url),
          status: 'pending',
          helpfulVotes: 0,
          unhelpfulVotes: 0,
        }),
      );
    } catch (error) {
      if (writing && isUnavailable(error)) {
        // The review's write may have committed with its answer lost: deleting its images
        // could leave a saved review with broken pictures. Unlisted files of a review that
        // was not saved cost only storage, so they are kept (and logged) instead.
        reviewsLog.imagesKeptAfterUnconfirmedWrite(stored.length);
        throw error;
      }
      // Nothing half-written: images of a review that was not saved do not stay behind.
      await uploadsService.discard(stored.map((image) => image.name));
      throw error;
    }
    reviewsLog.submitted({
      reviewId: created.id,
      images: stored.length,
      multipart: submission.multipart,
      signedIn: submission.uid !== null,
    });
    return { id: created.id, status: 'pending' };
  },

  /** One vote per user per review; answers the review with its counts and the user's vote. */
  async vote(reviewId: string, user: SessionUser, vote: ReviewVote): Promise<PublicReview> {
    // The counts are public: this instance's copy is read again.
    const review = await publicReviews.after(reviewsRepository.vote(reviewId, user.uid, vote));
    return toPublic(review, vote);
  },

  listAll: () => reviewsRepository.listAll(),

  /**
   * Approve or reject. A rejected review is final and never shown, so its images go: the
   * review forgets them in the same write, then the files are deleted (a failure there is
   * logged and leaves the rejection standing).
   */
  async moderate(reviewId: string, action: ModerationAction, actor: string): Promise<Review> {
    let images: string[] = [];
    const review = await publicReviews.after(
      reviewsRepository.update(
        reviewId,
        (current) => {
          const status = moderate(current.status, action);
          if (status !== 'rejected') return { status };
          images = current.images;
          return { status, images: [] };
        },
        { action: MODERATION_LOG[action], actor },
      ),
    );
    if (images.length > 0) await uploadsService.discardUrls(images);
    return review;
  },

  respond(reviewId: string, response: string, actor: string): Promise<Review> {
    const cleaned = requiredText(response, 'Response');
    return publicReviews.after(
      reviewsRepository.update(
        reviewId,
        (current, now) => {
          assertCanRespond(current);
          return { adminResponse: cleaned, adminResponseAt: now };
        },
        { action: 'review.responded', actor },
      ),
    );
  },

  removeResponse(reviewId: string, actor: string): Promise<Review> {
    return publicReviews.after(
      reviewsRepository.update(
        reviewId,
        (current) => {
          assertHasResponse(current);
          return { adminResponse: FieldValue.delete(), adminResponseAt: FieldValue.delete() };
        },
        { action: 'review.response_deleted', actor },
      ),
    );
  },

  /** The review, its votes, then its image files (best effort, as for a rejection). */
  async delete(reviewId: string, actor: string): Promise<void> {
    const { images } = await publicReviews.after(
      reviewsRepository.delete(reviewId, { action: 'review.deleted', actor }),
    );
    await uploadsService.discardUrls(images);
  },

  /**
   * A review the store enters itself: approved at once (it is the store's own word), no
   * images, and the entering admin's e-mail as its address (never shown publicly).
   */
  createByAdmin(
    request: z.output<typeof AdminReviewCreateRequestSchema>,
    admin: SessionUser,
  ): Promise<Review> {
    return publicReviews.after(
      reviewsRepository.create(
        {
          name: requiredText(request.name, 'Name'),
          email: admin.email,
          // Not the admin's own review: deleting their account forgets only their address here.
          uid: null,
          enteredBy: admin.uid,
          rating: request.rating,
          title: requiredText(request.title, 'Title'),
          comment: requiredText(request.comment, 'Comment'),
          images: [],
          status: 'approved',
          helpfulVotes: 0,
          unhelpfulVotes: 0,
        },
        { action: 'review.created', actor: admin.email },
      ),
    );
  },
};
