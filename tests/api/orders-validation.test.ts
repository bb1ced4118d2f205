import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@contract/common';
import {
  createCoupon,
  createProduct,
  newKey,
  ordersWithKey,
  postOrder,
  shippingData,
  stockOf,
  usesOf,
} from '../support/checkout-fixtures';

describe('POST /api/orders: malformed bodies', () => {
  it('when the body is malformed in any way, then 400 with a clear error and nothing changes', async () => {
    const toy = await createProduct({ stock: 5 });
    const code = await createCoupon();
    const line = { id: toy, qty: 1 };
    const ok = { items: [line], shippingData: shippingData() };
    const noEmail: Record<string, unknown> = { ...shippingData() };
    delete noEmail.email;

    const cases: [string, unknown, RegExp][] = [
      ['no body fields', {}, /items/],
      ['no items', { shippingData: shippingData() }, /items/],
      ['empty cart', { ...ok, items: [] }, /The cart is empty/],
      ['no shipping data', { items: [line] }, /shippingData/],
      ['negative qty', { ...ok, items: [{ id: toy, qty: -1 }] }, /qty/],
      ['zero qty', { ...ok, items: [{ id: toy, qty: 0 }] }, /qty/],
      ['huge qty', { ...ok, items: [{ id: toy, qty: 1_000_000 }] }, /qty/],
      ['qty as text', { ...ok, items: [{ id: toy, qty: '2' }] }, /qty/],
      ['items not a list', { ...ok, items: { id: toy, qty: 1 } }, /items/],
      ['id with slashes', { ...ok, items: [{ id: '../users/x', qty: 1 }] }, /id/],
      ['unknown field', { ...ok, total: 0.01 }, /total|Unrecognized/],
      ['unknown line field', { ...ok, items: [{ ...line, discount: 1 }] }, /discount|Unrecognized/],
      [
        'unknown shipping field',
        { ...ok, shippingData: { ...shippingData(), isAdmin: true } },
        /isAdmin|Unrecognized/,
      ],
      ['missing e-mail', { ...ok, shippingData: noEmail }, /email/],
      ['bad e-mail', { ...ok, shippingData: shippingData({ email: 'nope' }) }, /valid email/],
      [
        'blank required field',
        { ...ok, shippingData: shippingData({ city: '   ' }) },
        /City is required/,
      ],
      [
        'huge string',
        { ...ok, shippingData: shippingData({ fullName: 'x'.repeat(5000) }) },
        /fullName/,
      ],
      [
        'short passport number',
        { ...ok, shippingData: shippingData({ passportNumber: 'AB' }) },
        /Passport number is too short/,
      ],
      [
        'bad issue date',
        { ...ok, shippingData: shippingData({ passportIssueDate: 'yesterday' }) },
        /passportIssueDate/,
      ],
      ['wrong type of shipping data', { ...ok, shippingData: 'here' }, /shippingData/],
      ['negative bonuses', { ...ok, bonusAmount: -5 }, /bonusAmount/],
      ['bonuses below a cent', { ...ok, bonusAmount: 0.001 }, /bonusAmount/],
      [
        'coupon and bonuses together',
        { ...ok, coupon: code, bonusAmount: 1 },
        /cannot be used together/,
      ],
      ['malformed coupon', { ...ok, coupon: 'DROP TABLE' }, /coupon/],
      ['unknown product', { ...ok, items: [{ id: 'prd-no-such-toy', qty: 1 }] }, /prd-no-such-toy/],
    ];
    for (const [name, body, error] of cases) {
      const key = newKey();
      const res = await postOrder(body, { key });
      expect(res.status, name).toBe(400);
      expect(ErrorBodySchema.parse(res.body).error, name).toMatch(error);
      expect(await ordersWithKey(key), name).toBe(0);
    }
    expect(await stockOf(toy)).toBe(5);
    expect(await usesOf(code)).toBe(0);
  });

  it('when the body is larger than the API accepts, then 413 and nothing is written', async () => {
    const toy = await createProduct({ stock: 5 });
    const res = await postOrder({
      items: [{ id: toy, qty: 1 }],
      shippingData: shippingData({ notes: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(await stockOf(toy)).toBe(5);
  });
});
