import type { OrderStatus } from '../contract/order';

/**
 * The referral credit rules of launch hardening 3, decided here for every write of an order
 * and carried out by loyalty (features/loyalty/referral-settlement.ts): a friend's order's
 * bonus is recorded when it is placed; the referrer is credited once the order is paid or
 * further along; the credit is taken back when it is cancelled or set back to `new`, whoever
 * changed the status, and given again when it is paid again (docs/decisions.md, Referrals and
 * bonuses).
 */

/**
 * The order statuses in which a friend's order earns its referrer the credit: paid, or further
 * along. `new` (unpaid) and `cancelled` earn nothing, so a credit given is taken back when the
 * order goes to either.
 */
export const REFERRAL_EARNING_STATUSES: readonly OrderStatus[] = [
  'paid',
  'packed',
  'shipped',
  'delivered',
];

/** Whether an order in this status earns its referrer the credit (unknown statuses do not). */
export function earnsReferralCredit(status: string): boolean {
  return (REFERRAL_EARNING_STATUSES as readonly string[]).includes(status);
}

/**
 * The writes settlement looks at: an order's creation (its bonus record is decided while the
 * order still names its buyer) and every change of status. Other writes (tracking, an
 * anonymised owner), a deleted order and an unreadable one cannot move a credit.
 */
export function settlesReferral(change: ReferralWrite): boolean {
  return change.after !== null && (change.created || change.status.changed);
}

/** What the rules look at of one write: the orders feature's `OrderChange` has it. */
export interface ReferralWrite {
  /** The order after the write; null when deleted or unreadable. */
  after: object | null;
  created: boolean;
  status: { changed: boolean };
}
