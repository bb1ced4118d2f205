// What other features may use of reviews: forgetting a deleted account.
import type { AccountToForget } from '../../core/forget-account';
import { reviewsRepository } from './reviews.repository';

/** Reviews' part of an account's deletion: its reviews stay without who wrote them. */
export const forgetAccount = (account: AccountToForget): Promise<number> =>
  reviewsRepository.forgetAccount(account);
