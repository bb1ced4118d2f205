import type { CouponCreateRequest, CouponPatchRequest } from '../../contract/admin-coupons';
import type { Coupon } from '../../contract/coupon';
import { badRequest } from '../../core/errors';
import { toCents, toDollars } from '../../core/money';
import { couponsRepository } from '../coupons';
import { adminCouponsRepository } from './admin-coupons.repository';

/** A new coupon is 10 percent unless the admin says otherwise. */
export const COUPON_DEFAULTS = { type: 'percent', value: 10 } as const;

const roundValue = (value: number) => toDollars(toCents(value));
const unique = (emails: readonly string[]) => [...new Set(emails)];
/** Stored and answered in UTC, whatever offset the form sent. */
const toUtc = (iso: string | null) => (iso === null ? null : new Date(iso).toISOString());

/** The contract checks each request; this checks the coupon it results in (defaults, merges). */
function assertSensible(coupon: Coupon): void {
  if (coupon.type === 'percent' && coupon.value > 100) {
    throw badRequest('value: A percent coupon is at most 100');
  }
}

/** The patch in stored form: values rounded, e-mails once, expiry in UTC. */
function normalisePatch(patch: CouponPatchRequest): CouponPatchRequest {
  return {
    ...patch,
    ...(patch.value !== undefined && { value: roundValue(patch.value) }),
    ...(patch.assignedTo !== undefined && { assignedTo: unique(patch.assignedTo) }),
    ...(patch.expiresAt !== undefined && { expiresAt: toUtc(patch.expiresAt) }),
  };
}

export const adminCouponsService = {
  listCoupons(): Promise<Coupon[]> {
    return couponsRepository.list();
  },

  /** A new coupon with the defaults filled in; its code (upper-cased) must be new. */
  createCoupon(input: CouponCreateRequest, actor: string): Promise<Coupon> {
    const coupon: Coupon = {
      code: input.code,
      type: input.type ?? COUPON_DEFAULTS.type,
      value: roundValue(input.value ?? COUPON_DEFAULTS.value),
      expiresAt: toUtc(input.expiresAt ?? null),
      maxUses: input.maxUses ?? null,
      uses: 0,
      assignedTo: unique(input.assignedTo ?? []),
      isGlobal: input.isGlobal ?? false,
      title: input.title ?? '',
      isHidden: input.isHidden ?? false,
    };
    assertSensible(coupon);
    return adminCouponsRepository.create(coupon, { action: 'coupon.created', actor });
  },

  /** Changes the given fields; the result must still make sense (percent at most 100). */
  updateCoupon(code: string, patch: CouponPatchRequest, actor: string): Promise<Coupon> {
    const fields = normalisePatch(patch);
    return adminCouponsRepository.update(
      code,
      (current) => {
        const next = { ...current, ...fields };
        assertSensible(next);
        return { next, fields };
      },
      { action: 'coupon.updated', actor },
    );
  },

  deleteCoupon(code: string, actor: string): Promise<void> {
    return adminCouponsRepository.delete(code, { action: 'coupon.deleted', actor });
  },

  /** Assigns the coupon to these e-mails too (lower-cased by the contract, each once). */
  sendCoupon(code: string, emails: readonly string[], actor: string): Promise<Coupon> {
    return adminCouponsRepository.assign(code, unique(emails), { action: 'coupon.sent', actor });
  },
};
