import { Timestamp } from 'firebase-admin/firestore';
import type { BonusBalance } from '../../contract/loyalty';
import { spendBonuses } from '../orders/bonus-account';
import { bonusAccountsRepository, ledgerEntryIds } from './bonus-accounts.repository';
import { loyaltyErrors } from './loyalty.errors';
import { loyaltyLog } from './loyalty.log';
import { inLoyaltyTransaction } from './loyalty-transaction';
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
   * of what was asked, only what the order cost is taken. Reads and writes are one
   * transaction, so simultaneous spends are serialised and the balance never goes below 0.
   */
  async spend(uid: string, { amount, orderId }: SpendRequest): Promise<BonusBalance> {
    const result = await inLoyaltyTransaction(async (tx) => {
      const order = await ownedOrdersRepository.find(tx, orderId, uid);
      if (!order) throw loyaltyErrors.orderNotFound();
      // The order transaction writes `bonusDiscount` together with its own (auto-id) ledger
      // entry, so the order says whether it spent; a point read, unlike a ledger query, does
      // not lock the ledger range every simultaneous spend writes into.
      const alreadySpent =
        order.bonusDiscount > 0 ||
        (await bonusAccountsRepository.hasEntry(tx, uid, ledgerEntryIds.spend(orderId)));
      // Read last: the account is what simultaneous spends contend on.
      const account = await bonusAccountsRepository.readForUpdate(tx, uid);
      if (alreadySpent) return { account, spent: 0, replayed: true };

      const spent = Math.min(amount, order.total);
      const after = spendBonuses(account, amount, spent);
      if (spent > 0) {
        bonusAccountsRepository.record(tx, uid, after, ledgerEntryIds.spend(orderId), {
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
