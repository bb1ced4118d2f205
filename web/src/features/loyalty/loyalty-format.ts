// How promocodes and bonuses read to a customer. Pure, so cards and alerts are tested once.
import type { MyCoupon } from '@contract/account';
import { pageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import { formatPrice } from '@/lib/format';

/** How long 'Copied!' stays after copying a code. */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * `12.5` -> `12.5`, `5` -> `5`: bonus amounts in alerts, without float noise (a Russian
 * page writes the decimal comma: `12,5`).
 */
export function plainNumber(value: number): string {
  const plain = String(Math.round(value * 100) / 100);
  return pageLocale() === 'ru' ? plain.replace('.', ',') : plain;
}

/** `10% off` or `$5.00 off`. */
export function couponValueLabel(coupon: Pick<MyCoupon, 'type' | 'value'>): string {
  return coupon.type === 'percent'
    ? m.account_percent_off({ percent: plainNumber(coupon.value) })
    : m.account_amount_off({ amount: formatPrice(coupon.value) });
}

// Expiry is a calendar day chosen in the admin form and stored as a UTC timestamp, so it
// reads in UTC: a shopper west of Greenwich would otherwise see the day before.
const expiryFormat = () =>
  new Intl.DateTimeFormat(pageLocale() === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** `Expires 31 Dec 2027` or `No expiry`. */
export function couponExpiryLabel(expiresAt: string | null): string {
  return expiresAt === null
    ? m.account_no_expiry()
    : m.account_expires({ date: expiryFormat().format(new Date(expiresAt)) });
}

/** The alert after a friend's referral code is used: bonus earned and the new balance. */
export function referralUsedMessage(bonusEarned: number, newBalance: number): string {
  return m.account_referral_used({
    count: bonusEarned,
    shown: plainNumber(bonusEarned),
    balance: plainNumber(newBalance),
  });
}
