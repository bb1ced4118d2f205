import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { earnsReferralCredit } from './bonus-rules';
import { loyaltyLog } from './loyalty.log';
import { runLoyaltyChange } from './loyalty-transaction';
import { ownedOrdersRepository } from './owned-orders.repository';
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

type OrderChange = { before: DocumentSnapshot; after: DocumentSnapshot } | undefined;

const statusOf = (snap: DocumentSnapshot): unknown =>
  snap.exists ? snap.get('status') : undefined;

/**
 * The writes settlement looks at: an order's creation (its bonus record is decided while the
 * order still names its buyer) and every change of status. Other writes (tracking, an
 * anonymised owner) cannot move a credit.
 */
function settles(change: OrderChange): boolean {
  if (!change?.after.exists) return false;
  return !change.before.exists || statusOf(change.before) !== statusOf(change.after);
}

/**
 * The order trigger's part in referrals: a friend's order earns its referrer the credit once an
 * admin sets it to paid or later; the credit is taken back when the order goes to `cancelled`
 * or back to `new` (by an admin or the hold expiry), and given again when it is paid again.
 * Nothing the buyer calls credits anything (POST /api/referrals/order-bonus only answers).
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
  change: OrderChange,
): Promise<SettlementOutcome> {
  if (!settles(change)) return 'not-a-status-change';
  const outcome = await runLoyaltyChange(async (writes): Promise<SettlementOutcome> => {
    const read = await referralsRepository.orderBonusForChange(orderId);
    const order = await ownedOrdersRepository.storedOrder(orderId);
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

    const earning = earnsReferralCredit(order.status);
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
