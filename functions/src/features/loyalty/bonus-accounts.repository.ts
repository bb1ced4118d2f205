import { AggregateField, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { BonusBalanceSchema, type BonusBalance } from '../../contract/loyalty';
import { db } from '../../core/firebase';
import { EMPTY_BONUS_ACCOUNT } from '../orders/bonus-account';
import { REFERRAL_ENTRY_TYPES, sumMoney, type LedgerEntryType } from './bonus-rules';
import { loyaltyLog } from './loyalty.log';

/**
 * The layout the order transaction already uses: `bonusAccounts/{uid}` {balance,
 * totalEarned, totalSpent} and `bonusAccounts/{uid}/ledger/{entryId}` {type, amount,
 * orderId, createdAt}. Entries written here have ids that say what they are for
 * (`spend-{orderId}`, `referral-signup`, `referral-order-{orderId}`), so reading that one
 * id inside a transaction is what makes each change happen at most once.
 */
const accountRef = (uid: string) => db.collection('bonusAccounts').doc(uid);
const ledger = (uid: string) => accountRef(uid).collection('ledger');

export interface LedgerEntry {
  type: LedgerEntryType;
  /** Always positive; `type` says whether it was earned or spent. */
  amount: number;
  /** The order the entry is about, or null (a referral sign-up). */
  orderId: string | null;
  /** The other account of a referral entry (the referrer, or the friend who ordered). */
  counterpartUid?: string;
  createdAt: Timestamp;
}

export const ledgerEntryIds = {
  spend: (orderId: string) => `spend-${orderId}`,
  referralSignup: () => 'referral-signup',
  referralOrder: (orderId: string) => `referral-order-${orderId}`,
};

function parseAccount(snap: DocumentSnapshot): BonusBalance | null {
  if (!snap.exists) return EMPTY_BONUS_ACCOUNT;
  const parsed = BonusBalanceSchema.safeParse(snap.data());
  if (parsed.success) return parsed.data;
  loyaltyLog.invalidBonusAccount({ uid: snap.id, issue: parsed.error.issues[0]?.message });
  return null;
}

export const bonusAccountsRepository = {
  /** For showing: a broken account reads as empty (and is logged for a person to fix). */
  async balanceOf(uid: string): Promise<BonusBalance> {
    return parseAccount(await accountRef(uid).get()) ?? EMPTY_BONUS_ACCOUNT;
  },

  /**
   * For changing, inside the transaction that writes it. A broken account is refused (500),
   * never overwritten: its figures must be repaired from the ledger, not lost.
   */
  async readForUpdate(tx: Transaction, uid: string): Promise<BonusBalance> {
    const account = parseAccount(await tx.get(accountRef(uid)));
    if (!account) throw new Error(`Bonus account ${uid} does not match the contract`);
    return account;
  },

  async hasEntry(tx: Transaction, uid: string, entryId: string): Promise<boolean> {
    return (await tx.get(ledger(uid).doc(entryId))).exists;
  },

  /** The account's new figures and the entry that explains them, in the same transaction. */
  record(
    tx: Transaction,
    uid: string,
    after: BonusBalance,
    entryId: string,
    entry: LedgerEntry,
  ): void {
    tx.set(accountRef(uid), after, { merge: true });
    tx.create(ledger(uid).doc(entryId), entry);
  },

  /** Everything the account has earned through referrals, summed by Firestore. */
  async referralEarnings(uid: string): Promise<number> {
    const snap = await ledger(uid)
      .where('type', 'in', [...REFERRAL_ENTRY_TYPES])
      .aggregate({ total: AggregateField.sum('amount') })
      .get();
    // The server sums in floating point: back to whole cents once.
    return sumMoney([snap.data().total]);
  },
};
