import { describe, expect, it } from 'vitest';
import type { Coupon } from '@contract/coupon';
import {
  couponFormValues,
  dateFromExpiry,
  expiryFromDate,
  newCouponForm,
  parseCouponCreate,
  parseCouponPatch,
  parseEmailList,
  type CouponFormValues,
} from './coupon-form-parse';

const form = (values: Partial<CouponFormValues>): CouponFormValues => ({
  ...newCouponForm,
  ...values,
});

describe('expiry dates', () => {
  it('when a date is picked, then the coupon expires at the end of that day in UTC', () => {
    expect(expiryFromDate('2027-03-31')).toBe('2027-03-31T23:59:59.999Z');
    expect(expiryFromDate('31.03.2027')).toBeNull();
  });

  it('when a stored expiry is shown, then the date input gets its UTC day', () => {
    expect(dateFromExpiry('2027-03-31T23:59:59.999Z')).toBe('2027-03-31');
    expect(dateFromExpiry(null)).toBe('');
  });
});

describe('parseEmailList', () => {
  it('when e-mails are comma-separated, then they are trimmed, blanks and repeats dropped', () => {
    expect(parseEmailList(' ann@example.com, ,BOB@example.com, ann@EXAMPLE.com ')).toEqual({
      ok: true,
      emails: ['ann@example.com', 'BOB@example.com'],
    });
  });

  it('when one e-mail is invalid, then the error names it', () => {
    expect(parseEmailList('ann@example.com, bob@example')).toEqual({
      ok: false,
      error: 'Неверный e-mail: bob@example',
    });
  });
});

describe('parseCouponCreate', () => {
  it('when the form is filled, then it sends the parsed request with an upper-case code', () => {
    const result = parseCouponCreate(
      form({
        code: ' spring-25 ',
        type: 'fixed',
        value: '7.5',
        expires: '2027-05-01',
        maxUses: '100',
        assignedTo: 'ann@example.com',
        isGlobal: true,
        isHidden: false,
        title: ' Весна ',
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        code: 'SPRING-25',
        type: 'fixed',
        value: 7.5,
        expiresAt: '2027-05-01T23:59:59.999Z',
        maxUses: 100,
        assignedTo: ['ann@example.com'],
        isGlobal: true,
        isHidden: false,
        title: 'Весна',
      },
    });
  });

  it('when value, expiry and max uses are blank, then value is 0, no expiry and unlimited', () => {
    const result = parseCouponCreate(form({ code: 'FREE', value: '', expires: '', maxUses: ' ' }));
    expect(result.ok && result.value).toMatchObject({ value: 0, expiresAt: null, maxUses: null });
  });

  it('when the value is not a number, then it is 0', () => {
    const result = parseCouponCreate(form({ code: 'X', value: 'ten' }));
    expect(result.ok && result.value.value).toBe(0);
  });

  it('when the code is missing or malformed, then it is refused', () => {
    expect(parseCouponCreate(form({ code: '' }))).toEqual({
      ok: false,
      errors: { code: 'Введите код' },
    });
    expect(parseCouponCreate(form({ code: 'SAVE 10' })).ok).toBe(false);
  });

  it('when an assigned e-mail is invalid, then nothing is accepted and the error names it', () => {
    expect(parseCouponCreate(form({ code: 'VIP', assignedTo: 'ann@example.com, nope' }))).toEqual({
      ok: false,
      errors: { assignedTo: 'Неверный e-mail: nope' },
    });
  });

  it('when max uses is 0, fractional or a percent is above 100, then each is refused', () => {
    const result = parseCouponCreate(form({ code: 'X', maxUses: '0', value: '150' }));
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['maxUses', 'value']);
    expect(parseCouponCreate(form({ code: 'X', maxUses: '2.5' })).ok).toBe(false);
    expect(parseCouponCreate(form({ code: 'X', type: 'fixed', value: '150' })).ok).toBe(true);
  });
});

describe('parseCouponPatch', () => {
  it('when an existing coupon is edited unchanged, then every field but the code round-trips', () => {
    const coupon: Coupon = {
      code: 'SAVE10',
      type: 'percent',
      value: 10,
      expiresAt: '2027-12-31T23:59:59.999Z',
      maxUses: 5,
      uses: 2,
      assignedTo: ['ann@example.com'],
      isGlobal: false,
      title: 'Welcome',
      isHidden: true,
    };
    expect(parseCouponPatch(couponFormValues(coupon))).toEqual({
      ok: true,
      value: {
        type: 'percent',
        value: 10,
        expiresAt: '2027-12-31T23:59:59.999Z',
        maxUses: 5,
        assignedTo: ['ann@example.com'],
        isGlobal: false,
        isHidden: true,
        title: 'Welcome',
      },
    });
  });
});
