import { Timestamp } from 'firebase-admin/firestore';
import type { ReferralInfo, ReferralUseResult } from '../../contract/loyalty';
import { bonusAccountsRepository, ledgerEntryIds } from './bonus-accounts.repository';
import { creditBonuses, referralOrderBonus, REFERRAL_SIGNUP_BONUS } from './bonus-rules';
import { loyaltyErrors } from './loyalty.errors';
import { loyaltyLog } from './loyalty.log';
import { runLoyaltyChange } from './loyalty-transaction';
import { ownedOrdersRepository } from './owned-orders.repository';
import { earningReferrer } from './referral-credits';
import { generateReferralCode, normalizeReferralCode } from './referral-code';
import { referralsRepository } from './referrals.repository';

/** Fresh codes tried per request; with 10^12 codes, even one collision is rare. */
const MAX_CODE_TRIES = 5;

/** Who enters a friend's code: the account, and whether its mailbox is proven. */
export interface Referee {
  uid: string;
  /** The credential's `email_verified`. */
  emailVerified: boolean;
}

/** The value of a read started alongside others, or its error. */
function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

export const referralsService = {
  /**
   * The caller's referral code, created on the first call. The code is created with `create`
   * and the user document written guarded by the update time read, so two simultaneous first
   * calls still end with one code (the loser's next attempt finds it); a code already taken by
   * someone else is never reused (its `referralCodes` document exists).
   */
  async createCode(uid: string): Promise<string> {
    return runLoyaltyChange(async (writes) => {
      const user = await referralsRepository.userCodeOf(uid);
      if (user.code) return user.code;
      for (let attempt = 0; attempt < MAX_CODE_TRIES; attempt++) {
        const code = generateReferralCode();
        if ((await referralsRepository.ownerOfCode(code)) === null) {
          referralsRepository.createCode(writes, code, uid, Timestamp.now(), user);
          return code;
        }
      }
      throw new Error(`No free referral code after ${MAX_CODE_TRIES} tries`);
    });
  },

  async info(uid: string): Promise<ReferralInfo> {
    const [referralCode, referredUsers, totalEarnings, account] = await Promise.all([
      referralsRepository.codeOfUser(uid),
      referralsRepository.countReferred(uid),
      bonusAccountsRepository.referralEarnings(uid),
      bonusAccountsRepository.accountOf(uid),
    ]);
    const info = {
      hasReferralCode: referralCode !== null,
      referralCode,
      referredUsers,
      totalEarnings,
    };
    // `owed` only while something is owed (contract): most accounts never see the field.
    return account.owed > 0 ? { ...info, owed: account.owed } : info;
  },

  /**
   * A friend's code gives the caller the sign-up bonus, once per account, never for their own
   * code, and only to a verified e-mail: otherwise every throwaway account would mint $5
   * (403 before anything is read, so an unverified account cannot probe codes either). The
   * referral record and the bonus (with its ledger entry) are written together; of
   * simultaneous uses, the one that commits first wins and the others, reading again, find
   * its referral and answer 409.
   */
  async useCode({ uid, emailVerified }: Referee, typed: string): Promise<ReferralUseResult> {
    if (!emailVerified) throw loyaltyErrors.verifyEmailForReferral();
    const code = normalizeReferralCode(typed);
    if (!code) throw loyaltyErrors.referralNotFound();
    const entryId = ledgerEntryIds.referralSignup();
    const result = await runLoyaltyChange(async (writes) => {
      const referrerUid = await referralsRepository.ownerOfCode(code);
      if (!referrerUid) throw loyaltyErrors.referralNotFound();
      if (referrerUid === uid) throw loyaltyErrors.ownReferralCode();
      const [referral, read] = await Promise.all([
        referralsRepository.referralOf(uid),
        bonusAccountsRepository.readForChange(uid, entryId),
      ]);
      // The ledger's sign-up entry counts too: whatever happened to the record, one bonus each.
      if (referral || read.entryExists) throw loyaltyErrors.referralAlreadyUsed();
      const account = bonusAccountsRepository.changeable(read);

      const now = Timestamp.now();
      // What the account owes from a cancelled friend's order is paid first.
      const { after, repaid } = creditBonuses(account, REFERRAL_SIGNUP_BONUS);
      referralsRepository.recordReferral(writes, uid, { referrerUid, code, createdAt: now });
      bonusAccountsRepository.record(writes, read, after, entryId, {
        type: 'referral-signup',
        amount: REFERRAL_SIGNUP_BONUS,
        orderId: null,
        counterpartUid: referrerUid,
        repaid: repaid > 0 ? repaid : undefined,
        createdAt: now,
      });
      return { referrerUid, newBalance: after.balance };
    });
    loyaltyLog.referralUsed({
      refereeUid: uid,
      referrerUid: result.referrerUid,
      amount: REFERRAL_SIGNUP_BONUS,
    });
    return { bonusEarned: REFERRAL_SIGNUP_BONUS, newBalance: result.newBalance };
  },

  /**
   * What one of the caller's orders earns their referrer, decided and credited by nobody here:
   * the order trigger credits it once an admin sets the order to paid (referral-settlement.ts).
   * Read only, nothing written. The answer is what the referrer holds from the order once it
   * is credited, else what it will earn once paid (the share before the monthly cap), and 0
   * while it is cancelled or when nobody earns (the buyer was not referred when ordering).
   * Someone else's, a guest's, a demo or an unknown order is 404.
   */
  async orderBonus(uid: string, orderId: string): Promise<number> {
    // Read together, looked at in turn: a 404 comes before anything the record could say.
    const [orderRead, recordRead] = await Promise.allSettled([
      ownedOrdersRepository.find(orderId, uid),
      referralsRepository.orderBonusOf(orderId),
    ]);
    const order = settledValue(orderRead);
    if (!order) throw loyaltyErrors.orderNotFound();
    const record = settledValue(recordRead);
    if (record?.credited) return record.referrerUid ? record.amount : 0;
    if (order.status === 'cancelled') return 0;
    if (record) return record.referrerUid ? record.share : 0;
    const referrerUid = earningReferrer(await referralsRepository.referralOf(uid), order);
    return referrerUid ? referralOrderBonus(order.total) : 0;
  },
};
