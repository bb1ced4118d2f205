import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../contract/coupon';
import { couponsForViewer, type Viewer } from './coupon-visibility';

const now = new Date('2026-06-01T12:00:00.000Z');

const coupon = (code: string, over: Partial<Coupon> = {}): Coupon => ({
  code,
  type: 'percent',
  value: 10,
  expiresAt: null,
  maxUses: null,
  uses: 0,
  assignedTo: [],
  isGlobal: true,
  title: `${code} title`,
  isHidden: false,
  ...over,
});

// The seed's coupons (scripts/seed/data/coupons.ts), as the store starts.
const seed: Coupon[] = [
  coupon('SAVE10'),
  coupon('FIVEOFF', { type: 'fixed', value: 5, expiresAt: '2027-12-31T23:59:59.000Z' }),
  coupon('VIPSAM15', {
    value: 15,
    maxUses: 1,
    assignedTo: ['shopper@example.com'],
    isGlobal: false,
    isHidden: true,
  }),
  coupon('SUMMER25', { expiresAt: '2025-09-01T00:00:00.000Z', uses: 412 }),
  coupon('LAUNCH50', { maxUses: 100, uses: 100 }),
];

const viewer = (email: string, redeemed: string[] = [], emailVerified = true): Viewer => ({
  uid: `u-${email}`,
  email,
  emailVerified,
  redeemed: new Set(redeemed),
});

const codes = (list: { code: string }[]) => list.map((c) => c.code);

describe('couponsForViewer', () => {
  it('when the shopper looks, then their hidden assigned coupon comes first, then the shared ones', () => {
    expect(codes(couponsForViewer(seed, viewer('shopper@example.com'), now))).toEqual([
      'VIPSAM15',
      'FIVEOFF',
      'SAVE10',
    ]);
  });

  it('when another account looks, then it sees only the shared, usable ones', () => {
    expect(codes(couponsForViewer(seed, viewer('alex@example.com'), now))).toEqual([
      'FIVEOFF',
      'SAVE10',
    ]);
  });

  it('when a coupon is assigned in another letter case, then it is still the viewer’s', () => {
    const vip = coupon('MIXED', { assignedTo: ['Shopper@Example.COM'], isGlobal: false });
    expect(codes(couponsForViewer([vip], viewer('shopper@example.com'), now))).toEqual(['MIXED']);
  });

  it('when coupons are expired, used up, hidden, not global or redeemed, then they are left out', () => {
    const list = [
      coupon('HIDDEN', { isHidden: true }),
      coupon('LOCAL', { isGlobal: false }),
      coupon('OTHERS', { assignedTo: ['sam@example.com'] }),
      coupon('USED', { maxUses: 1, uses: 0 }),
      coupon('GONE', { expiresAt: '2026-06-01T11:59:59.000Z' }),
    ];
    expect(couponsForViewer(list, viewer('alex@example.com', ['USED']), now)).toEqual([]);
  });

  it('when the shopper redeemed their assigned coupon, then it is gone from the list', () => {
    expect(codes(couponsForViewer(seed, viewer('shopper@example.com', ['VIPSAM15']), now))).toEqual(
      ['FIVEOFF', 'SAVE10'],
    );
  });

  it('when a coupon is listed, then only the card fields are sent', () => {
    expect(couponsForViewer([seed[1] as Coupon], viewer('alex@example.com'), now)).toEqual([
      {
        code: 'FIVEOFF',
        type: 'fixed',
        value: 5,
        title: 'FIVEOFF title',
        expiresAt: '2027-12-31T23:59:59.000Z',
      },
    ]);
  });

  it('when the shopper’s address is not verified, then their assigned coupon is not handed to them', () => {
    expect(codes(couponsForViewer(seed, viewer('shopper@example.com', [], false), now))).toEqual([
      'FIVEOFF',
      'SAVE10',
    ]);
  });

  it('when the account has no e-mail, then no assigned coupon matches', () => {
    const vip = coupon('VIP', { assignedTo: ['sam@example.com'], isGlobal: false });
    expect(couponsForViewer([vip], viewer(''), now)).toEqual([]);
  });
});
