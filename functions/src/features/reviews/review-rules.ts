import type { Review, ReviewVote } from '../../contract/review';
import { AppError } from '../../core/errors';

type Status = Review['status'];
export type ModerationAction = 'approve' | 'reject';

const conflict = (message: string) => new AppError('review_conflict', message, 409);

/**
 * Review moderation: pending becomes approved or rejected; an approved review can still
 * be rejected. Everything else (approving twice, bringing back a rejected review) is a 409.
 */
export function moderate(current: Status, action: ModerationAction): Status {
  if (action === 'approve') {
    if (current === 'pending') return 'approved';
    throw conflict(
      current === 'approved'
        ? 'Review is already approved'
        : 'A rejected review cannot be approved',
    );
  }
  if (current === 'pending' || current === 'approved') return 'rejected';
  throw conflict('Review is already rejected');
}

/** Only approved reviews take a store response (they are the ones shoppers see). */
export function assertCanRespond(review: Pick<Review, 'status' | 'adminResponse'>): void {
  if (review.status !== 'approved') throw conflict('Only an approved review can get a response');
  if (review.adminResponse !== undefined) throw conflict('Review already has a response');
}

export function assertHasResponse(review: Pick<Review, 'adminResponse'>): void {
  if (review.adminResponse === undefined) throw conflict('Review has no response');
}

export interface VoteDelta {
  helpfulVotes: number;
  unhelpfulVotes: number;
}

/** How the counts move when a voter's vote goes from `previous` (none: null) to `next`. */
export function voteDelta(previous: ReviewVote | null, next: ReviewVote): VoteDelta {
  const delta: VoteDelta = { helpfulVotes: 0, unhelpfulVotes: 0 };
  if (previous === next) return delta;
  if (previous) delta[previous === 'helpful' ? 'helpfulVotes' : 'unhelpfulVotes'] -= 1;
  delta[next === 'helpful' ? 'helpfulVotes' : 'unhelpfulVotes'] += 1;
  return delta;
}
