import { describe, expect, it } from 'vitest';
import { CreateOrderRequestSchema, type CreateOrderRequest } from '../../contract/checkout';
import { canonicalJson, idempotencyDocId, orderRequestHash } from './idempotency';

const shippingData = {
  fullName: 'Sam Shopper',
  email: 'shopper@example.com',
  phone: '+1 503 555 0142',
  address: '1 Main St',
  city: 'Portland',
  country: 'United States',
  passportNumber: 'X1234567',
  passportIssueDate: '2020-01-01',
  passportIssuedBy: 'State Dept',
  nationality: 'American',
};

const request = (over: Partial<CreateOrderRequest> = {}) =>
  CreateOrderRequestSchema.parse({
    items: [
      { id: 'robo', qty: 2 },
      { id: 'dino', qty: 1 },
    ],
    coupon: 'save10',
    shippingData,
    ...over,
  });

describe('canonicalJson', () => {
  it('when keys come in another order, then the text is the same', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { x: 2, y: 1 }] }, b: 1 }),
    );
  });

  it('when arrays differ in order, then the text differs', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});

describe('orderRequestHash', () => {
  it('when the same order is sent again, then the hash is the same (after parsing)', () => {
    const again = request({
      coupon: ' SAVE10 ',
      items: [
        { id: 'dino', qty: 1, title: 'Old title', price: 0.01 },
        { id: 'robo', qty: 2 },
      ],
      shippingData: { ...shippingData, fullName: '  Sam Shopper ', state: '' },
    });
    expect(orderRequestHash(again, 'u1')).toBe(orderRequestHash(request(), 'u1'));
  });

  it('when anything that decides the order changes, then the hash changes', () => {
    const base = orderRequestHash(request(), 'u1');
    expect(orderRequestHash(request(), 'u2')).not.toBe(base);
    expect(orderRequestHash(request(), null)).not.toBe(base);
    expect(orderRequestHash(request({ items: [{ id: 'robo', qty: 3 }] }), 'u1')).not.toBe(base);
    expect(orderRequestHash(request({ coupon: null }), 'u1')).not.toBe(base);
    expect(
      orderRequestHash(request({ shippingData: { ...shippingData, city: 'Salem' } }), 'u1'),
    ).not.toBe(base);
    expect(orderRequestHash(request({ coupon: null, bonusAmount: 5 }), 'u1')).not.toBe(
      orderRequestHash(request({ coupon: null }), 'u1'),
    );
  });

  it('when no bonus is sent or 0 is sent, then it is the same request', () => {
    expect(orderRequestHash(request({ bonusAmount: 0 }), null)).toBe(
      orderRequestHash(request(), null),
    );
  });
});

describe('idempotencyDocId', () => {
  it('when a key is stored, then its id is a sha256 hex digest, not the key', () => {
    const id = idempotencyDocId('checkout-123e4567');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).toBe(idempotencyDocId('checkout-123e4567'));
    expect(id).not.toBe(idempotencyDocId('checkout-123e4568'));
  });
});
