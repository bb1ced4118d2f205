import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  PublicReviewSchema,
  REVIEW_MAX_IMAGES,
  ReviewCreateRequestSchema,
  type AdminReviewCreateRequestSchema,
  type PublicReview,
  type Review,
  type ReviewVote,
} from '../../contract/review';
import type { SessionUser } from '../../core/auth';
import { isUnavailable } from '../../core/deadline';
import { badRequest } from '../../core/errors';
import { requiredText } from '../../core/text';
import { parseOrThrow } from '../../core/validate';
import { checkImageBytes, decodeImage, uploadsService, type CheckedImage } from '../uploads';
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

/** What anyone may see of a review, with the caller's own vote when there is one. */
const toPublic = (review: Review, userVote?: ReviewVote): PublicReview =>
  PublicReviewSchema.parse({ ...review, userVote });

const MODERATION_LOG = { approve: 'review.approved', reject: 'review.rejected' } as const;

export const reviewsService = {
  /** Approved reviews, newest first, with the caller's votes (read in one round trip). */
  async listPublic(user: SessionUser | null): Promise<PublicReview[]> {
    const reviews = await reviewsRepository.listApproved();
    const votes = user
      ? await reviewsRepository.votesOf(
          user.uid,
          reviews.map((r) => r.id),
        )
      : new Map<string, ReviewVote>();
    return reviews.map((review) => toPublic(review, votes.get(review.id)));
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
      created = await reviewsRepository.create({
        ...review,
        uid: submission.uid,
        images: stored.map((image) => image.url),
        status: 'pending',
        helpfulVotes: 0,
        unhelpfulVotes: 0,
      });
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
    const review = await reviewsRepository.vote(reviewId, user.uid, vote);
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
    const review = await reviewsRepository.update(
      reviewId,
      (current) => {
        const status = moderate(current.status, action);
        if (status !== 'rejected') return { status };
        images = current.images;
        return { status, images: [] };
      },
      { action: MODERATION_LOG[action], actor },
    );
    if (images.length > 0) await uploadsService.discardUrls(images);
    return review;
  },

  respond(reviewId: string, response: string, actor: string): Promise<Review> {
    const cleaned = requiredText(response, 'Response');
    return reviewsRepository.update(
      reviewId,
      (current, now) => {
        assertCanRespond(current);
        return { adminResponse: cleaned, adminResponseAt: now };
      },
      { action: 'review.responded', actor },
    );
  },

  removeResponse(reviewId: string, actor: string): Promise<Review> {
    return reviewsRepository.update(
      reviewId,
      (current) => {
        assertHasResponse(current);
        return { adminResponse: FieldValue.delete(), adminResponseAt: FieldValue.delete() };
      },
      { action: 'review.response_deleted', actor },
    );
  },

  /** The review, its votes, then its image files (best effort, as for a rejection). */
  async delete(reviewId: string, actor: string): Promise<void> {
    const { images } = await reviewsRepository.delete(reviewId, {
      action: 'review.deleted',
      actor,
    });
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
    return reviewsRepository.create(
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
    );
  },
};
