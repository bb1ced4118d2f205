import type {
  DocumentReference,
  DocumentSnapshot,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import { BonusBalanceSchema, type BonusBalance } from '../../contract/loyalty';
import { EMPTY_BONUS_ACCOUNT } from './bonus-account';
import { accountRef, ledger } from './bonus-accounts.repository';
import { loyaltyLog } from './loyalty.log';

/**
 * The order transaction's part of the bonus account (orders/orders.service.ts): the buyer's
 * account is read under the transaction's lock in the same round trip as the order's other
 * documents (`accountRef`, then `toAccount`), and the spend is written with its ledger entry
 * in the order's commit (`record`), so an order and the bonuses it spent are never apart.
 * Spends made after the order was placed go through bonuses.service.ts instead.
 */
export const orderBonusSpend = {
  accountRef: (uid: string): DocumentReference => accountRef(uid),

  /** A broken account must not be spent from: it reads as empty, and is logged for a person to fix. */
  toAccount(snap: DocumentSnapshot): BonusBalance {
    if (!snap.exists) return EMPTY_BONUS_ACCOUNT;
    const parsed = BonusBalanceSchema.safeParse(snap.data());
    if (parsed.success) return parsed.data;
    loyaltyLog.invalidBonusAccount({ uid: snap.id, issue: parsed.error.issues[0]?.message });
    return EMPTY_BONUS_ACCOUNT;
  },

  /** The account's new figures and the `spend` entry that explains them, in the order's commit. */
  record(
    tx: Transaction,
    uid: string,
    after: BonusBalance,
    entry: { amount: number; orderId: string; createdAt: Timestamp },
  ): void {
    tx.set(accountRef(uid), after, { merge: true });
    tx.create(ledger(uid).doc(), { type: 'spend', ...entry });
  },
};
