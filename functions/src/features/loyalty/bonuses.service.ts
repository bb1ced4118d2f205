import { Timestamp } from 'firebase-admin/firestore';
import type { BonusBalance } from '../../contract/loyalty';
import { spendBonuses } from './bonus-account';
import { bonusAccountsRepository, ledgerEntryIds } from './bonus-accounts.repository';
import { loyaltyErrors } from './loyalty.errors';
import { loyaltyLog } from './loyalty.log';
import { runLoyaltyChange } from './loyalty-transaction';
import { ownedOrdersRepository } from './owned-orders.repository';

export interface SpendRequest {
  amount: number;
  orderId: string;
}

export const bonusesService = {
  /** Zeros for an account that never earned anything. */
  balance(uid: string): Promise<BonusBalance> {
    return bonusAccountsRepository.balanceOf(uid);
  },

  /**
   * Spends bonuses on one of the caller's own orders, at most once per order: if bonuses were
   * already spent on it (by an earlier call or by the order transaction itself), the answer
   * is the current balance and nothing is spent. The rules are the order transaction's
   * (`spendBonuses`): asking for more than the balance is a 409 and never a partial spend;
   * of what was asked, only what the order cost is taken. The account and the `spend-{orderId}`
   * entry are read without locks and written together, guarded (the account by the update time
   * read, the entry by `create`), so a spend that lost a race to another one runs again from
   * fresh reads: the balance never goes below 0, and simultaneous spends of one order find
   * the winner's entry and answer like a retry.
   */
  async spend(uid: string, { amount, orderId }: SpendRequest): Promise<BonusBalance> {
    const entryId = ledgerEntryIds.spend(orderId);
    const result = await runLoyaltyChange(async (writes) => {
      const [order, read] = await Promise.all([
        ownedOrdersRepository.find(orderId, uid),
        bonusAccountsRepository.readForChange(uid, entryId),
      ]);
      if (!order) throw loyaltyErrors.orderNotFound();
      const account = bonusAccountsRepository.changeable(read);
      // The order transaction writes `bonusDiscount` together with its own (auto-id) ledger
      // entry, so the order says whether it spent; a point read, unlike a ledger query, does
      // not touch the ledger range every simultaneous spend writes into.
      if (order.bonusDiscount > 0 || read.entryExists) {
        return { account, spent: 0, replayed: true };
      }

      const spent = Math.min(amount, order.total);
      const after = spendBonuses(account, amount, spent);
      if (spent > 0) {
        bonusAccountsRepository.record(writes, read, after, entryId, {
          type: 'spend',
          amount: spent,
          orderId,
          createdAt: Timestamp.now(),
        });
      }
      return { account: after, spent, replayed: false };
    });
    loyaltyLog.bonusSpent({ uid, orderId, amount: result.spent, replayed: result.replayed });
    return result.account;
  },
};
