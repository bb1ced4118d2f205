import { AggregateField, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { BonusBalanceSchema, type BonusBalance } from '../../contract/loyalty';
import { db } from '../../core/firebase';
import { EMPTY_BONUS_ACCOUNT } from '../orders/bonus-account';
import { REFERRAL_ENTRY_TYPES, sumMoney, type LedgerEntryType } from './bonus-rules';
import type { GuardedWrites } from './loyalty-transaction';
import { loyaltyLog } from './loyalty.log';

/**
 * The layout the order transaction already uses: `bonusAccounts/{uid}` {balance,
 * totalEarned, totalSpent} and `bonusAccounts/{uid}/ledger/{entryId}` {type, amount,
 * orderId, createdAt}. Entries written here have ids that say what they are for
 * (`spend-{orderId}`, `referral-signup`, `referral-order-{orderId}`): each is written with
 * `create`, so a change happens at most once however many calls race to make it.
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

/**
 * An account as read for a change, without locks: its figures (null when the document does not
 * match the contract), the update time its write is guarded by (null when there is no
 * document yet, which is then created), and whether the ledger entry of the change exists.
 */
export interface AccountRead {
  uid: string;
  account: BonusBalance | null;
  version: Timestamp | null;
  entryExists: boolean;
}

export const bonusAccountsRepository = {
  /** For showing: a broken account reads as empty (and is logged for a person to fix). */
  async balanceOf(uid: string): Promise<BonusBalance> {
    return parseAccount(await accountRef(uid).get()) ?? EMPTY_BONUS_ACCOUNT;
  },

  /**
   * The account and the entry a change would write, in one round trip and without locks:
   * simultaneous changes of the account do not wait on each other's reads; `record` guards
   * the writes instead.
   */
  async readForChange(uid: string, entryId: string): Promise<AccountRead> {
    const [account, entry] = await db.getAll(accountRef(uid), ledger(uid).doc(entryId));
    if (!account || !entry) throw new Error(`getAll did not answer for bonusAccounts/${uid}`);
    return {
      uid,
      account: parseAccount(account),
      version: account.exists ? (account.updateTime ?? null) : null,
      entryExists: entry.exists,
    };
  },

  /**
   * The figures of an account about to change. A broken account is refused (500), never
   * overwritten: its figures must be repaired from the ledger, not lost.
   */
  changeable(read: AccountRead): BonusBalance {
    if (!read.account) throw new Error(`Bonus account ${read.uid} does not match the contract`);
    return read.account;
  },

  /**
   * The account's new figures and the entry that explains them, in the same commit, which
   * fails if the account changed since `read` (its update time, or it was created meanwhile)
   * or the entry exists by then.
   */
  record(
    writes: GuardedWrites,
    read: AccountRead,
    after: BonusBalance,
    entryId: string,
    entry: LedgerEntry,
  ): void {
    const figures = {
      balance: after.balance,
      totalEarned: after.totalEarned,
      totalSpent: after.totalSpent,
    };
    if (read.version) {
      writes.update(accountRef(read.uid), figures, { lastUpdateTime: read.version });
    } else {
      writes.create(accountRef(read.uid), figures);
    }
    writes.create(ledger(read.uid).doc(entryId), entry);
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
