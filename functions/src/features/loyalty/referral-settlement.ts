import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { loyaltyLog } from './loyalty.log';
import { runLoyaltyChange } from './loyalty-transaction';
import { ownedOrdersRepository } from './owned-orders.repository';
import { creditReferrer, decidedRecord, reverseCredit } from './referral-credits';
import { referralsRepository } from './referrals.repository';

export type SettlementOutcome =
  'not-a-cancel-or-reopen' | 'nobody-earns' | 'reversed' | 'credited' | 'held' | 'in-step';

const isCancelled = (snap: DocumentSnapshot | undefined) =>
  snap?.exists === true && snap.get('status') === 'cancelled';

/**
 * The order trigger's part in referrals: a cancelled order's referral credit is taken back,
 * and given again when the order is reopened, whoever changed the status (an admin, the
 * unpaid-hold expiry job). Only writes that cancel or reopen are looked at.
 *
 * Why it cannot pay or take twice: the handler does not act on the event's snapshots but
 * brings `orderBonuses/{orderId}` in step with the order as it is now, and every path that
 * finds it out of step or in step writes the record guarded by the update time it read.
 * A redelivered event, two events at once, or events arriving out of order therefore end
 * the same way: one commit wins, the others' next attempt reads the order and the record
 * again and finds nothing left to do. The ledger entries' ids carry the cycle number
 * (`referral-reversal-{orderId}-{n}`, `referral-order-{orderId}-{n}`), created once each.
 * An order cancelled before anyone asked for its bonus gets a record that says "not
 * credited", so a late POST /api/referrals/order-bonus cannot credit it.
 */
export async function settleOrderReferral(
  orderId: string,
  change: { before: DocumentSnapshot; after: DocumentSnapshot } | undefined,
  clock: () => Timestamp = () => Timestamp.now(),
): Promise<SettlementOutcome> {
  if (isCancelled(change?.before) === isCancelled(change?.after)) return 'not-a-cancel-or-reopen';
  const outcome = await runLoyaltyChange(async (writes): Promise<SettlementOutcome> => {
    const [order, read] = await Promise.all([
      ownedOrdersRepository.buyersOrder(orderId),
      referralsRepository.orderBonusForChange(orderId),
    ]);
    if (!order) return 'nobody-earns';
    const now = clock();
    let record = read.record;
    if (!record) {
      const referral = await referralsRepository.referralOf(order.buyerUid);
      record = decidedRecord(order.buyerUid, referral, order, now);
      // No record and not cancelled: a reopened order whose bonus nobody asked for yet (it was
      // cancelled before this rule existed); it is credited now like the first call would.
      if (!order.cancelled) record = await creditReferrer(writes, orderId, record, now);
      referralsRepository.recordOrderBonus(writes, orderId, record);
      return order.cancelled ? 'held' : 'credited';
    }
    // Nobody earns from this order, whatever its status: nothing can change.
    if (!record.referrerUid) return 'nobody-earns';
    if (order.cancelled && record.credited) {
      const reversed = await reverseCredit(writes, orderId, record, now);
      referralsRepository.recordOrderBonus(writes, orderId, reversed.record, read);
      return 'reversed';
    }
    if (!order.cancelled && !record.credited) {
      const credited = await creditReferrer(writes, orderId, record, now);
      referralsRepository.recordOrderBonus(writes, orderId, credited, read);
      return 'credited';
    }
    // Already in step. Still a guarded write: an event that read the order before this one's
    // status change, and is about to commit the opposite, then fails and reads again.
    referralsRepository.recordOrderBonus(writes, orderId, record, read);
    return 'in-step';
  });
  loyaltyLog.referralSettled({ orderId, outcome });
  return outcome;
}
