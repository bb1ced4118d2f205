// What other features may use of reviews: forgetting a deleted account.
import type { AccountToForget } from '../../core/forget-account';
import { publicReviews } from './public-reviews';
import { reviewsRepository } from './reviews.repository';

/**
 * Reviews' part of an account's deletion: its reviews stay without who wrote them (and this
 * instance's copy of the public reviews is read again).
 */
export const forgetAccount = (account: AccountToForget): Promise<number> =>
  publicReviews.after(reviewsRepository.forgetAccount(account));
