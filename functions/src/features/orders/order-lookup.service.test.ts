import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../contract/order';
import { OrderLookupSummarySchema } from '../../contract/order-lookup';
import { AppError } from '../../core/errors';
import { SAMPLE_PASSPORT, sampleShippingData } from '../../testing/shipping-data';

const withNumber = vi.fn<(number: string) => Promise<Order[]>>();
vi.mock('./order-lookup.repository', () => ({ orderLookupRepository: { withNumber } }));

const { orderHasEmail, orderLookupService, parseLookupRequest, toLookupSummary } =
  await import('./order-lookup.service');

const order = (over: Partial<Order> = {}): Order => ({
  id: 'abc123xyz789',
  createdAt: '2026-01-15T10:00:00.000Z',
  status: 'shipped',
  contactConfirmed: true,
  items: [
    { id: 'p1', title: 'Robo Knight', price: 19.99, qty: 2, image: '/img/robo.svg' },
    { id: 'p2', title: 'Old Dino', price: 5, qty: 1, images: ['/img/dino.svg'] },
  ],
  subtotal: 44.98,
  shipping: 10,
  tax: 0,
  discount: 0,
  bonusDiscount: 0,
  coupon: 'SAVE10',
  total: 54.98,
  tracking: { code: 'LX123456789CN' },
  userEmail: 'Ann.Account@Example.com',
  userName: 'Ann Lee',
  shippingData: sampleShippingData(),

  ...over,
});

const badRequestOf = (body: unknown) => {
  try {
    parseLookupRequest(body);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return { status: (err as AppError).status, message: (err as AppError).message };
  }
  throw new Error('expected a 400');
};

beforeEach(() => {
  withNumber.mockReset();
});

describe('parseLookupRequest', () => {
  it('when the number has a #, spaces or lower case and the e-mail any case, then both are normalised', () => {
    expect(parseLookupRequest({ number: '  #abc123 ', email: ' Ann@Example.COM ' })).toEqual({
      number: 'ABC123',
      email: 'ann@example.com',
    });
    expect(parseLookupRequest({ number: '# a-_b1c', email: 'a@b' }).number).toBe('A-_B1C');
  });

  it('when the number is not 6 letters or digits, then 400 with one sentence naming no field', () => {
    for (const number of ['', '#', 'abc12', 'abc1234', 'ab c12', '##abc123', 'abc12!', 42]) {
      expect(badRequestOf({ number, email: 'ann@example.com' })).toEqual({
        status: 400,
        message: 'Please enter the 6-character order number',
      });
    }
  });

  it('when the e-mail is blank or no address, or a field is extra or missing, then 400', () => {
    expect(badRequestOf({ number: 'ABC123', email: '  ' }).message).toBe(
      'Please enter the e-mail used for the order',
    );
    expect(badRequestOf({ number: 'ABC123', email: 'ann at example' }).message).toBe(
      'Please enter a valid e-mail',
    );
    expect(badRequestOf({ number: 'ABC123' }).status).toBe(400);
    expect(badRequestOf({ number: 'ABC123', email: 'a@b', id: 'x' }).status).toBe(400);
    expect(badRequestOf(null).status).toBe(400);
  });
});

describe('orderHasEmail', () => {
  it('when the e-mail is the contact or the account e-mail in any stored case, then it matches', () => {
    expect(orderHasEmail(order(), 'ann@example.com')).toBe(true);
    expect(orderHasEmail(order(), 'ann.account@example.com')).toBe(true);
    expect(orderHasEmail(order(), 'someone@example.com')).toBe(false);
  });

  it('when the order was anonymised (blank addresses), then nothing matches', () => {
    const blank = order({ userEmail: '', shippingData: { ...order().shippingData, email: '' } });
    expect(orderHasEmail(blank, '')).toBe(false);
    expect(orderHasEmail(blank, 'ann@example.com')).toBe(false);
  });
});

describe('toLookupSummary', () => {
  it('keeps status, lines, totals, tracking and city/country; drops everything personal and the id', () => {
    const summary = toLookupSummary(order());
    expect(OrderLookupSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toEqual({
      number: 'ABC123',
      status: 'shipped',
      createdAt: '2026-01-15T10:00:00.000Z',
      items: [
        { title: 'Robo Knight', price: 19.99, qty: 2, image: '/img/robo.svg' },
        { title: 'Old Dino', price: 5, qty: 1, image: '/img/dino.svg' },
      ],
      subtotal: 44.98,
      shipping: 10,
      tax: 0,
      discount: 0,
      bonusDiscount: 0,
      total: 54.98,
      trackingCode: 'LX123456789CN',
      deliverTo: { city: 'Springfield', country: 'United States' },
    });
    const text = JSON.stringify(summary);
    for (const secret of [
      SAMPLE_PASSPORT.passportNumber,
      'Main St',
      '62701',
      '555',
      'Ann',
      'door',
      'abc123xyz789',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('when there is no tracking code or image, then null', () => {
    const summary = toLookupSummary(
      order({ tracking: null, items: [{ id: 'p1', title: 'T', price: 1, qty: 1, image: '' }] }),
    );
    expect(summary.trackingCode).toBeNull();
    expect(summary.items[0]?.image).toBeNull();
    expect(toLookupSummary(order({ tracking: { code: '' } })).trackingCode).toBeNull();
  });
});

describe('orderLookupService.find', () => {
  it('when one of the orders with the number has the e-mail, then that one', async () => {
    withNumber.mockResolvedValue([
      order({
        id: 'ABC123other',
        shippingData: { ...order().shippingData, email: 'x@y.z' },
        userEmail: 'x@y.z',
      }),
      order({ total: 99 }),
    ]);
    const found = await orderLookupService.find({ number: 'ABC123', email: 'ann@example.com' });
    expect(withNumber).toHaveBeenCalledWith('ABC123');
    expect(found.total).toBe(99);
  });

  it('when no order has the number, or none has the e-mail, then the same 404', async () => {
    withNumber.mockResolvedValue([]);
    const unknown = orderLookupService.find({ number: 'ZZZ999', email: 'ann@example.com' });
    await expect(unknown).rejects.toMatchObject({ status: 404, message: 'Order not found' });
    withNumber.mockResolvedValue([order()]);
    const wrong = orderLookupService.find({ number: 'ABC123', email: 'eve@example.com' });
    await expect(wrong).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });
});
