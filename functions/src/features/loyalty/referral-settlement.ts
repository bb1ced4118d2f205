import { Timestamp } from 'firebase-admin/firestore';
import type { OrderStatus } from '../../contract/order';
import { loyaltyLog } from './loyalty.log';
import { runLoyaltyChange } from './loyalty-transaction';
import { ownedOrdersRepository, type OrderReader } from './owned-orders.repository';
import { creditReferrer, decidedRecord, reverseCredit } from './referral-credits';
import { referralsRepository, type OrderBonusRecord } from './referrals.repository';

export type SettlementOutcome =
  | 'not-a-status-change'
  | 'no-order'
  | 'nobody-earns'
  | 'recorded'
  | 'credited'
  | 'reversed'
  | 'in-step';

/**
 * What the order trigger decided (functions/src/triggers/order-life.ts holds the rules), and
 * how to read the order as it is now.
 */
export interface ReferralSettlement {
  /** Whether an order in this status earns its referrer the credit (paid or later). */
  earns: (status: OrderStatus) => boolean;
  /** The orders feature's reader (loyalty does not import orders). */
  readOrder: OrderReader;
}

/**
 * Loyalty's part in the order trigger, for the writes the trigger settles (an order's creation
 * and every change of its status): the friend's order's bonus record is written when it is
 * first settled, the referrer is credited while the order `earns` (once an admin sets it to
 * paid or later), the credit is taken back when it no longer does (`cancelled`, or back to
 * `new`, by an admin or the hold expiry), and given again when it is paid again. Nothing the
 * buyer calls credits anything (POST /api/referrals/order-bonus only answers).
 *
 * Everything is settled from `orderBonuses/{orderId}`, which holds the referrer, the share,
 * what is held and the cycle: it is written when the order is created, so an order whose
 * buyer deleted the account (its owner blanked) is still settled, its credit taken back
 * included. An order with no record yet (placed before this rule) is decided from its buyer
 * as it is now; without a buyer, nobody earns from it.
 *
 * Why it cannot pay or take twice: the handler does not act on the event's snapshots but
 * brings the record in step with the order as it is now, and always writes the record guarded
 * by the update time it read (`create` when there is none), a no-change touch included. The
 * record is read before the order, not alongside: an event whose guarded write commits read the
 * order after every record write before it, so it saw each status those writes saw or a later
 * one, and the event of the last status change always ends in step with it. A redelivered
 * event, two events at once, or events out of order therefore end the same way: one commit
 * wins, the others' next attempt reads again and finds nothing left to do. The ledger entries'
 * ids carry the cycle (`referral-order-{orderId}[-{n}]`, `referral-reversal-{orderId}-{n}`),
 * created once each.
 */
export async function settleOrderReferral(
  orderId: string,
  { earns, readOrder }: ReferralSettlement,
): Promise<SettlementOutcome> {
  const outcome = await runLoyaltyChange(async (writes): Promise<SettlementOutcome> => {
    const read = await referralsRepository.orderBonusForChange(orderId);
    const order = await ownedOrdersRepository.settledOrder(orderId, readOrder);
    if (!order) return 'no-order';
    const now = Timestamp.now();
    let record: OrderBonusRecord | null = read.record;
    if (!record) {
      if (order.demo || !order.buyerUid) return 'nobody-earns';
      const referral = await referralsRepository.referralOf(order.buyerUid);
      record = decidedRecord(order.buyerUid, referral, order, now);
    }
    // Nobody earns from this order, whatever its status: nothing to record or settle.
    if (!record.referrerUid) return 'nobody-earns';

    const earning = earns(order.status);
    let settled: SettlementOutcome = read.record ? 'in-step' : 'recorded';
    if (earning && !record.credited) {
      record = await creditReferrer(writes, orderId, record, now);
      settled = 'credited';
    } else if (!earning && record.credited) {
      record = (await reverseCredit(writes, orderId, record, now)).record;
      settled = 'reversed';
    }
    // Also when already in step: an event that read the order before this one's status
    // change, and is about to commit the opposite, then fails and reads again.
    referralsRepository.recordOrderBonus(writes, orderId, record, read);
    return settled;
  });
  loyaltyLog.referralSettled({ orderId, outcome });
  return outcome;
}
