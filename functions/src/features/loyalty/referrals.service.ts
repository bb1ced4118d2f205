import { Timestamp } from 'firebase-admin/firestore';
import type { ReferralInfo, ReferralUseResult } from '../../contract/loyalty';
import { bonusAccountsRepository, ledgerEntryIds } from './bonus-accounts.repository';
import { earnBonuses, REFERRAL_SIGNUP_BONUS, referralOrderBonus } from './bonus-rules';
import { loyaltyErrors } from './loyalty.errors';
import { loyaltyLog } from './loyalty.log';
import { inLoyaltyTransaction } from './loyalty-transaction';
import { ownedOrdersRepository, type OwnedOrder } from './owned-orders.repository';
import { generateReferralCode, normalizeReferralCode } from './referral-code';
import { referralsRepository, type Referral } from './referrals.repository';

/** Fresh codes tried per request; with 10^12 codes, even one collision is rare. */
const MAX_CODE_TRIES = 5;

/**
 * Who earns from an order: the buyer's referrer, but only for orders placed once the buyer
 * had joined through the code (old orders cannot be cashed in after the fact).
 */
function earningReferrer(referral: Referral | null, order: OwnedOrder): string | null {
  if (!referral || referral.createdAt.toMillis() > order.createdAt.toMillis()) return null;
  return referral.referrerUid;
}

export const referralsService = {
  /**
   * The caller's referral code, created on the first call. The user document is read in the
   * transaction, so two simultaneous first calls still end with one code; a code already
   * taken by someone else is never reused (its `referralCodes` document exists).
   */
  async createCode(uid: string): Promise<string> {
    return inLoyaltyTransaction(async (tx) => {
      const existing = await referralsRepository.codeOfUser(uid, tx);
      if (existing) return existing;
      for (let attempt = 0; attempt < MAX_CODE_TRIES; attempt++) {
        const code = generateReferralCode();
        if ((await referralsRepository.ownerOfCode(tx, code)) === null) {
          referralsRepository.createCode(tx, code, uid, Timestamp.now());
          return code;
        }
      }
      throw new Error(`No free referral code after ${MAX_CODE_TRIES} tries`);
    });
  },

  async info(uid: string): Promise<ReferralInfo> {
    const [referralCode, referredUsers, totalEarnings] = await Promise.all([
      referralsRepository.codeOfUser(uid),
      referralsRepository.countReferred(uid),
      bonusAccountsRepository.referralEarnings(uid),
    ]);
    return { hasReferralCode: referralCode !== null, referralCode, referredUsers, totalEarnings };
  },

  /**
   * A friend's code gives the caller the sign-up bonus, once per account and never for their
   * own code. The referral record and the bonus (with its ledger entry) are written together.
   */
  async useCode(uid: string, typed: string): Promise<ReferralUseResult> {
    const code = normalizeReferralCode(typed);
    if (!code) throw loyaltyErrors.referralNotFound();
    const result = await inLoyaltyTransaction(async (tx) => {
      const referrerUid = await referralsRepository.ownerOfCode(tx, code);
      if (!referrerUid) throw loyaltyErrors.referralNotFound();
      if (referrerUid === uid) throw loyaltyErrors.ownReferralCode();
      if (await referralsRepository.referralOf(tx, uid)) throw loyaltyErrors.referralAlreadyUsed();
      const account = await bonusAccountsRepository.readForUpdate(tx, uid);

      const now = Timestamp.now();
      const after = earnBonuses(account, REFERRAL_SIGNUP_BONUS);
      referralsRepository.recordReferral(tx, uid, { referrerUid, code, createdAt: now });
      bonusAccountsRepository.record(tx, uid, after, ledgerEntryIds.referralSignup(), {
        type: 'referral-signup',
        amount: REFERRAL_SIGNUP_BONUS,
        orderId: null,
        counterpartUid: referrerUid,
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
   * Credits the referrer of the caller a share of one of the caller's orders. The amount
   * comes from the stored order, never from the request. The first call decides the bonus
   * of an order for good (0 when the caller was not referred when ordering) and records it;
   * later calls answer the same amount and credit nothing.
   */
  async orderBonus(uid: string, orderId: string): Promise<number> {
    const result = await inLoyaltyTransaction(async (tx) => {
      const order = await ownedOrdersRepository.find(tx, orderId, uid);
      if (!order) throw loyaltyErrors.orderNotFound();
      const recorded = await referralsRepository.orderBonusOf(tx, orderId);
      if (recorded) return { ...recorded, replayed: true };

      const referrerUid = earningReferrer(await referralsRepository.referralOf(tx, uid), order);
      const amount = referrerUid ? referralOrderBonus(order.total) : 0;
      const referrerAccount =
        referrerUid && amount > 0
          ? await bonusAccountsRepository.readForUpdate(tx, referrerUid)
          : null;

      const now = Timestamp.now();
      if (referrerUid && referrerAccount) {
        const after = earnBonuses(referrerAccount, amount);
        bonusAccountsRepository.record(
          tx,
          referrerUid,
          after,
          ledgerEntryIds.referralOrder(orderId),
          {
            type: 'referral-order',
            amount,
            orderId,
            counterpartUid: uid,
            createdAt: now,
          },
        );
      }
      referralsRepository.recordOrderBonus(tx, orderId, {
        refereeUid: uid,
        referrerUid,
        amount,
        orderTotal: order.total,
        createdAt: now,
      });
      return { referrerUid, amount, replayed: false };
    });
    if (!result.replayed) {
      loyaltyLog.orderBonus({ orderId, referrerUid: result.referrerUid, amount: result.amount });
    }
    return result.amount;
  },
};
