import type { Timestamp } from 'firebase-admin/firestore';
import { referralMonthlyCap } from '../../core/env';
import { GRPC_CODES } from '../../core/firebase-errors';
import { bonusAccountsRepository, ledgerEntryIds } from './bonus-accounts.repository';
import {
  cappedCredit,
  creditBonuses,
  referralOrderBonus,
  reverseBonuses,
  sumMoney,
  utcMonth,
} from './bonus-rules';
import type { GuardedWrites } from './loyalty-transaction';
import type { OwnedOrder } from './owned-orders.repository';
import type { OrderBonusRecord, Referral } from './referrals.repository';

/**
 * The money moves of a referral order credit, made only by the order trigger
 * (referral-settlement.ts): the credit once the friend's order is paid, taking it back when
 * the order is cancelled or goes back to `new`, and giving it again when it is paid again.
 * Each reads without locks and queues guarded writes (loyalty-transaction.ts): the referrer's
 * account with its ledger entry, and the month's running total the cap is checked against.
 */

/**
 * Who earns from an order: the buyer's referrer, but only for orders placed once the buyer
 * had joined through the code (old orders cannot be cashed in after the fact).
 */
export function earningReferrer(referral: Referral | null, order: OwnedOrder): string | null {
  if (!referral || referral.createdAt.toMillis() > order.createdAt.toMillis()) return null;
  return referral.referrerUid;
}

/**
 * The order's bonus record as first decided, before anything is credited: who earns, the
 * share, cycle 0. It carries all that settling the order later needs, so the credit can be
 * given and taken back even once the friend's account is deleted and the order has no owner.
 */
export function decidedRecord(
  refereeUid: string,
  referral: Referral | null,
  order: OwnedOrder,
  now: Timestamp,
): OrderBonusRecord {
  const referrerUid = earningReferrer(referral, order);
  return {
    refereeUid,
    referrerUid,
    amount: 0,
    orderTotal: order.total,
    createdAt: now,
    share: referrerUid ? referralOrderBonus(order.total) : 0,
    credited: false,
    cycle: 0,
    trimmed: 0,
    creditMonth: utcMonth(now.toDate()),
  };
}

/**
 * The cycle's ledger entry exists though the record read said it did not: a simultaneous call
 * committed both after that read. It carries ALREADY_EXISTS's code, so `retryOnConflict` runs
 * the attempt again, which then answers from the winner's record (entry and record are only
 * ever written together; an entry without one would end in the busy 503 and its log line).
 */
export class CreditAlreadyWritten extends Error {
  readonly code = GRPC_CODES.ALREADY_EXISTS;
  constructor(entryId: string) {
    super(`Ledger entry ${entryId} exists already`);
    this.name = 'CreditAlreadyWritten';
  }
}

/**
 * Credits the record's referrer for the record's cycle, trimmed to the room left under the
 * monthly cap (`REFERRAL_MONTHLY_CAP`) in the month of `now`; what is owed is paid first.
 * Returns the record as it is once credited (amount, trimmed and month filled in).
 */
export async function creditReferrer(
  writes: GuardedWrites,
  orderId: string,
  record: OrderBonusRecord,
  now: Timestamp,
): Promise<OrderBonusRecord> {
  const referrerUid = record.referrerUid;
  const month = utcMonth(now.toDate());
  if (!referrerUid) return { ...record, credited: true, creditMonth: month };
  const entryId = ledgerEntryIds.referralOrder(orderId, record.cycle);
  const [read, monthRead] = await Promise.all([
    bonusAccountsRepository.readForChange(referrerUid, entryId),
    bonusAccountsRepository.readMonth(referrerUid, month),
  ]);
  if (read.entryExists) throw new CreditAlreadyWritten(entryId);
  const { credit, trimmed } = cappedCredit(record.share, monthRead.earned, referralMonthlyCap());
  if (credit > 0) {
    const { after, repaid } = creditBonuses(bonusAccountsRepository.changeable(read), credit);
    bonusAccountsRepository.record(writes, read, after, entryId, {
      type: 'referral-order',
      amount: credit,
      orderId,
      counterpartUid: record.refereeUid,
      repaid: repaid > 0 ? repaid : undefined,
      trimmed: trimmed > 0 ? trimmed : undefined,
      createdAt: now,
    });
    bonusAccountsRepository.recordMonth(writes, monthRead, sumMoney([monthRead.earned, credit]));
  }
  return { ...record, amount: credit, trimmed, credited: true, creditMonth: month };
}

/**
 * Takes back what the record's referrer holds from the order: the balance drops by what it
 * has, the rest is owed; totalEarned drops by all of it, and the month it counted in gets the
 * room back. Returns the record as it is once reversed (the next cycle, nothing held).
 */
export async function reverseCredit(
  writes: GuardedWrites,
  orderId: string,
  record: OrderBonusRecord,
  now: Timestamp,
): Promise<{ record: OrderBonusRecord; owedAdded: number }> {
  const cycle = record.cycle + 1;
  const reversed = { ...record, amount: 0, trimmed: 0, credited: false, cycle };
  if (!record.referrerUid || record.amount === 0) return { record: reversed, owedAdded: 0 };
  const entryId = ledgerEntryIds.referralReversal(orderId, cycle);
  const [read, monthRead] = await Promise.all([
    bonusAccountsRepository.readForChange(record.referrerUid, entryId),
    bonusAccountsRepository.readMonth(record.referrerUid, record.creditMonth),
  ]);
  if (read.entryExists) throw new CreditAlreadyWritten(entryId);
  const { after, owedAdded } = reverseBonuses(
    bonusAccountsRepository.changeable(read),
    record.amount,
  );
  bonusAccountsRepository.record(writes, read, after, entryId, {
    type: 'referral-reversal',
    amount: record.amount,
    orderId,
    counterpartUid: record.refereeUid,
    owedAdded: owedAdded > 0 ? owedAdded : undefined,
    createdAt: now,
  });
  const earned = Math.max(0, sumMoney([monthRead.earned, -record.amount]));
  bonusAccountsRepository.recordMonth(writes, monthRead, earned);
  return { record: reversed, owedAdded };
}
