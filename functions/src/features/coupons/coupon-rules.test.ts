import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../contract/coupon';
import { AppError } from '../../core/errors';
import { assertCouponUsable, type CouponCheck } from './coupon-rules';

const now = new Date('2026-06-01T12:00:00.000Z');
const sam = { uid: 'u-sam', email: 'shopper@example.com', emailVerified: true };
const alex = { uid: 'u-alex', email: 'alex@example.com', emailVerified: true };
/** Someone who registered Sam's address without opening the verification link. */
const unprovenSam = { ...sam, uid: 'u-squatter', emailVerified: false };

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'SAVE10',
  type: 'percent',
  value: 10,
  expiresAt: null,
  maxUses: null,
  uses: 0,
  assignedTo: [],
  isGlobal: true,
  title: '10% off',
  isHidden: false,
  ...over,
});

function failure(c: Coupon | null, check: Partial<CouponCheck> = {}) {
  try {
    assertCouponUsable(c, { now, buyer: null, usedByBuyer: false, ...check });
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, error: err.message };
    throw err;
  }
  return null;
}

describe('assertCouponUsable', () => {
  it('when the coupon is shared, unexpired and has uses left, then guests and users may use it', () => {
    expect(failure(coupon())).toBeNull();
    expect(failure(coupon({ maxUses: 3, uses: 2 }), { buyer: sam })).toBeNull();
    expect(failure(coupon({ expiresAt: '2026-06-01T12:00:00.000Z' }))).toBeNull();
  });

  it('when the coupon does not exist, then 404 Coupon not found', () => {
    expect(failure(null)).toEqual({ status: 404, error: 'Coupon not found' });
  });

  it('when the coupon expired, then 410 This coupon has expired', () => {
    expect(failure(coupon({ expiresAt: '2026-06-01T11:59:59.000Z' }))).toEqual({
      status: 410,
      error: 'This coupon has expired',
    });
  });

  it('when every use is taken, then 409 usage limit', () => {
    expect(failure(coupon({ maxUses: 3, uses: 3 }))).toEqual({
      status: 409,
      error: 'This coupon has reached its usage limit',
    });
  });

  it('when the coupon is assigned and the buyer is a guest, then 401 Sign in to use this coupon', () => {
    expect(failure(coupon({ assignedTo: [sam.email] }))).toEqual({
      status: 401,
      error: 'Sign in to use this coupon',
    });
  });

  it('when the coupon is assigned to someone else, then 403 not available for your account', () => {
    expect(failure(coupon({ assignedTo: [sam.email] }), { buyer: alex })).toEqual({
      status: 403,
      error: 'This coupon is not available for your account',
    });
    expect(
      failure(coupon({ assignedTo: [sam.email] }), {
        buyer: { uid: 'x', email: '', emailVerified: false },
      }),
    ).toEqual({ status: 403, error: 'This coupon is not available for your account' });
  });

  it('when the coupon is assigned to the buyer (any letter case), then it may be used once', () => {
    const vip = coupon({ assignedTo: ['Shopper@Example.com'], maxUses: 1 });
    expect(failure(vip, { buyer: sam })).toBeNull();
    expect(failure(vip, { buyer: sam, usedByBuyer: true })).toEqual({
      status: 409,
      error: 'You have already used this coupon',
    });
  });

  it('when the assigned e-mail is not verified, then 403 Verify your e-mail, before any use is counted against it', () => {
    const vip = coupon({ assignedTo: [sam.email], maxUses: 1 });
    const verifyFirst = { status: 403, error: 'Verify your e-mail to use this coupon' };
    expect(failure(vip, { buyer: unprovenSam })).toEqual(verifyFirst);
    expect(failure(vip, { buyer: unprovenSam, usedByBuyer: true })).toEqual(verifyFirst);
  });

  it('when an unverified account holds another address, then it hears only that the coupon is not theirs', () => {
    expect(
      failure(coupon({ assignedTo: [sam.email] }), { buyer: { ...alex, emailVerified: false } }),
    ).toEqual({ status: 403, error: 'This coupon is not available for your account' });
  });

  it('when a shared coupon is used by an unverified account, then it may use it', () => {
    expect(failure(coupon(), { buyer: unprovenSam })).toBeNull();
  });

  it('when the buyer already used an assigned coupon that is also used up, then they hear they used it', () => {
    const vip = coupon({ assignedTo: [sam.email], maxUses: 1, uses: 1 });
    expect(failure(vip, { buyer: sam, usedByBuyer: true })?.error).toBe(
      'You have already used this coupon',
    );
  });

  it('when a shared coupon was used before by the same account, then it may be used again', () => {
    expect(failure(coupon(), { buyer: sam, usedByBuyer: true })).toBeNull();
  });

  it('when a coupon is both expired and used up, then expiry is reported first', () => {
    expect(
      failure(coupon({ expiresAt: '2025-01-01T00:00:00.000Z', maxUses: 1, uses: 1 }))?.status,
    ).toBe(410);
  });
});
