// What other features may use of support: forgetting a deleted account.
import type { AccountToForget } from '../../core/forget-account';
import { supportRepository } from './support.repository';

/** Support's part of an account's deletion: its tickets stay without who wrote them. */
export const forgetAccount = (account: AccountToForget): Promise<number> =>
  supportRepository.forgetAccount(account);
