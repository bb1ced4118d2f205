// How promocodes and bonuses read to a customer. Pure, so cards and alerts are tested once.
import type { MyCoupon } from '@contract/account';
import { formatPrice } from '@/lib/format';

/** How long 'Copied!' stays after copying a code. */
export const COPY_CONFIRMATION_MS = 2000;

/** `12.5` -> `12.5`, `5` -> `5`: bonus amounts in alerts, without float noise. */
export function plainNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** `10% off` or `$5.00 off`. */
export function couponValueLabel(coupon: Pick<MyCoupon, 'type' | 'value'>): string {
  return coupon.type === 'percent'
    ? `${plainNumber(coupon.value)}% off`
    : `${formatPrice(coupon.value)} off`;
}

// Expiry is a calendar day chosen in the admin form and stored as a UTC timestamp, so it
// reads in UTC: a shopper west of Greenwich would otherwise see the day before.
const expiryFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** `Expires 31 Dec 2027` or `No expiry`. */
export function couponExpiryLabel(expiresAt: string | null): string {
  return expiresAt === null ? 'No expiry' : `Expires ${expiryFormat.format(new Date(expiresAt))}`;
}

/** The alert after a friend's referral code is used: bonus earned and the new balance. */
export function referralUsedMessage(bonusEarned: number, newBalance: number): string {
  return `Referral code used! You earned ${plainNumber(bonusEarned)} bonuses. New balance: ${plainNumber(newBalance)}`;
}
