import {
  AggregateField,
  FieldValue,
  type DocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { MoneySchema } from '../../contract/common';
import { BonusBalanceSchema, type BonusBalance } from '../../contract/loyalty';
import { db } from '../../core/firebase';
import { EMPTY_BONUS_ACCOUNT } from './bonus-account';
import {
  REFERRAL_ENTRY_TYPES,
  sumMoney,
  type LedgerEntryType,
  type OwingAccount,
} from './bonus-rules';
import type { GuardedWrites } from './loyalty-transaction';
import { loyaltyLog } from './loyalty.log';

/**
 * Layout: `bonusAccounts/{uid}` {balance, totalEarned, totalSpent, and `owed` while above 0}
 * and `bonusAccounts/{uid}/ledger/{entryId}` {type, amount, orderId, createdAt}. Entries
 * written here have ids that say what they are for (`spend-{orderId}`, `referral-signup`,
 * `referral-order-{orderId}[-{cycle}]`, `referral-reversal-{orderId}-{cycle}`): each is written
 * with `create`, so a change happens at most once however many calls race to make it. The
 * order transaction's own spend (order-bonus-spend.ts) writes its entry under an auto id.
 */
export const accountRef = (uid: string) => db.collection('bonusAccounts').doc(uid);
export const ledger = (uid: string) => accountRef(uid).collection('ledger');
/** `bonusAccounts/{uid}/referralMonths/{YYYY-MM}` {earned}: referral order credits that month. */
const monthRef = (uid: string, month: string) =>
  accountRef(uid).collection('referralMonths').doc(month);

/**
 * The stored account: the contract's figures, and `owed` only while a reversal left
 * something to pay back (absent is 0, so accounts that never owed keep their three fields).
 */
const StoredAccountSchema = BonusBalanceSchema.extend({ owed: MoneySchema.default(0) });
const MonthSchema = z.object({ earned: MoneySchema });

export interface LedgerEntry {
  type: LedgerEntryType;
  /** Always positive; `type` says whether it was earned or spent. */
  amount: number;
  /** The order the entry is about, or null (a referral sign-up). */
  orderId: string | null;
  /** The other account of a referral entry (the referrer, or the friend who ordered). */
  counterpartUid?: string;
  /** Of a credit: the part that paid back what the account owed (absent when none). */
  repaid?: number;
  /** Of a referral order credit: the part of the share cut by the monthly cap. */
  trimmed?: number;
  /** Of a reversal: the part the balance could not cover, now owed. */
  owedAdded?: number;
  createdAt: Timestamp;
}

export const ledgerEntryIds = {
  spend: (orderId: string) => `spend-${orderId}`,
  referralSignup: () => 'referral-signup',
  /**
   * The credit of an order's cycle: cycle 0 is the first credit, cycle n the credit again
   * after the nth reversal (the order was reopened), so each happens once per cycle.
   */
  referralOrder: (orderId: string, cycle = 0) =>
    cycle === 0 ? `referral-order-${orderId}` : `referral-order-${orderId}-${String(cycle)}`,
  /** The nth time the order's credit is taken back (n from 1). */
  referralReversal: (orderId: string, n: number) => `referral-reversal-${orderId}-${String(n)}`,
};

const EMPTY_ACCOUNT: OwingAccount = { ...EMPTY_BONUS_ACCOUNT, owed: 0 };

function parseAccount(snap: DocumentSnapshot): OwingAccount | null {
  if (!snap.exists) return EMPTY_ACCOUNT;
  const parsed = StoredAccountSchema.safeParse(snap.data());
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
  account: OwingAccount | null;
  version: Timestamp | null;
  entryExists: boolean;
  /** Whether the document has an `owed` field (cleared when paid back). */
  hasOwed: boolean;
}

/** A month's referral order credits as read for a change, with the update time to guard. */
export interface MonthRead {
  uid: string;
  month: string;
  earned: number;
  version: Timestamp | null;
}

export const bonusAccountsRepository = {
  /** For showing: a broken account reads as empty (and is logged for a person to fix). */
  async balanceOf(uid: string): Promise<BonusBalance> {
    const stored = parseAccount(await accountRef(uid).get()) ?? EMPTY_ACCOUNT;
    const { balance, totalEarned, totalSpent } = stored;
    return { balance, totalEarned, totalSpent };
  },

  /** The same with what the account owes. */
  async accountOf(uid: string): Promise<OwingAccount> {
    return parseAccount(await accountRef(uid).get()) ?? EMPTY_ACCOUNT;
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
      hasOwed: account.get('owed') !== undefined,
    };
  },

  /** A month's referral order credits, without locks (`recordMonth` guards the write). */
  async readMonth(uid: string, month: string): Promise<MonthRead> {
    const snap = await monthRef(uid, month).get();
    const earned = snap.exists ? MonthSchema.parse(snap.data()).earned : 0;
    return { uid, month, earned, version: snap.exists ? (snap.updateTime ?? null) : null };
  },

  /** The month's new total, failing the commit if it changed since `read`. */
  recordMonth(writes: GuardedWrites, read: MonthRead, earned: number): void {
    const ref = monthRef(read.uid, read.month);
    if (read.version) writes.update(ref, { earned }, { lastUpdateTime: read.version });
    else writes.create(ref, { earned });
  },

  /**
   * The figures of an account about to change. A broken account is refused (500), never
   * overwritten: its figures must be repaired from the ledger, not lost.
   */
  changeable(read: AccountRead): OwingAccount {
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
    after: BonusBalance & { owed?: number },
    entryId: string,
    entry: LedgerEntry,
  ): void {
    const figures: Record<string, unknown> = {
      balance: after.balance,
      totalEarned: after.totalEarned,
      totalSpent: after.totalSpent,
    };
    // `owed` is stored only while above 0; a change that does not know of it (a spend)
    // leaves it as it is.
    if (after.owed !== undefined && after.owed > 0) figures.owed = after.owed;
    else if (after.owed !== undefined && read.hasOwed) figures.owed = FieldValue.delete();
    if (read.version) {
      writes.update(accountRef(read.uid), figures, { lastUpdateTime: read.version });
    } else {
      writes.create(accountRef(read.uid), figures);
    }
    // Firestore refuses undefined values: the optional fields are left out instead.
    const stored = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined));
    writes.create(ledger(read.uid).doc(entryId), stored);
  },

  /**
   * What the account has earned through referrals, summed by Firestore: credits minus the
   * reversals of credits whose orders were cancelled or set back to unpaid.
   */
  async referralEarnings(uid: string): Promise<number> {
    const sumOf = async (types: readonly LedgerEntryType[]) =>
      (
        await ledger(uid)
          .where('type', 'in', [...types])
          .aggregate({ total: AggregateField.sum('amount') })
          .get()
      ).data().total;
    const [earned, reversed] = await Promise.all([
      sumOf(REFERRAL_ENTRY_TYPES),
      sumOf(['referral-reversal']),
    ]);
    // The server sums in floating point: back to whole cents once.
    return Math.max(0, sumMoney([earned, -reversed]));
  },
};
