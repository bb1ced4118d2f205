import { describe, expect, it, vi } from 'vitest';
import { PASSPORT_FIELDS } from '../../contract/order';
import { sampleShippingData } from '../../testing/shipping-data';
import { orderSnapshot, storedOrderDocument } from '../../testing/stored-order';
import { parseStoredOrder, toOrder } from './stored-order';

vi.mock('firebase-functions', () => ({ logger: { error: vi.fn() } }));

const snap = orderSnapshot;
const stored = storedOrderDocument;
const shipping = sampleShippingData();

describe('parseStoredOrder', () => {
  it('when an order is read, then its id is added, createdAt is ISO and the stored-only facts are kept', () => {
    const order = parseStoredOrder(
      snap('o1', stored({ demo: true, limitedUnits: { 'toy-a': 2 } })),
    );
    expect(order).toMatchObject({
      id: 'o1',
      createdAt: '2026-11-22T12:00:00.000Z',
      status: 'paid',
      contactConfirmed: true,
      userUid: 'u1',
      demo: true,
      stockReturned: false,
      limitedUnits: { 'toy-a': 2 },
      unconfirmedHoldKeys: [],
      confirmationExpired: false,
    });
    expect(order).not.toHaveProperty('idempotencyKey');
  });

  it('when a stored-only fact is missing or malformed, then it reads as absent', () => {
    const order = parseStoredOrder(
      snap(
        'o2',
        stored({
          userUid: 5,
          demo: 'yes',
          limitedUnits: { a: 0, b: 'x', c: 3 },
          unconfirmedHoldKeys: ['k1', 7],
        }),
      ),
    );
    expect(order).toMatchObject({
      userUid: null,
      demo: false,
      limitedUnits: { c: 3 },
      unconfirmedHoldKeys: ['k1'],
    });
  });

  it('when an order predates passport fields, then they read blank', () => {
    const older = Object.fromEntries(
      Object.entries(shipping).filter(
        ([field]) => !(PASSPORT_FIELDS as readonly string[]).includes(field),
      ),
    );
    const order = parseStoredOrder(snap('o3', stored({ shippingData: older })));
    expect(order?.shippingData).toMatchObject({ passportNumber: '', nationality: '' });
  });

  it('when the document is missing or not an order, then null', () => {
    expect(parseStoredOrder(snap('o4', undefined))).toBeNull();
    expect(parseStoredOrder(snap('o5', stored({ total: 'thirty' })))).toBeNull();
    expect(parseStoredOrder(snap('o6', stored({ status: 'lost' })))).toBeNull();
    expect(parseStoredOrder(snap('o7', stored({ createdAt: 'yesterday' })))).toBeNull();
    // One unreadable line makes the whole order unreadable, for every reader alike.
    const line = { id: 'a/b', title: 'A', price: 1, qty: 1 };
    expect(parseStoredOrder(snap('o8', stored({ items: [line] })))).toBeNull();
  });
});

describe('toOrder', () => {
  it('when an order is answered, then the stored-only facts are dropped', () => {
    const order = parseStoredOrder(snap('o1', stored({ demo: true })));
    if (!order) throw new Error('expected an order');
    const wire = toOrder(order);
    expect(wire).toMatchObject({ id: 'o1', total: 30, shippingData: shipping });
    for (const key of ['userUid', 'demo', 'stockReturned', 'limitedUnits', 'number']) {
      expect(wire).not.toHaveProperty(key);
    }
  });

  it('when an order was placed in Russian, then it reads ru; one stored before issue 25 reads en', () => {
    expect(parseStoredOrder(snap('o1', stored({ locale: 'ru' })))?.locale).toBe('ru');
    expect(parseStoredOrder(snap('o1', stored()))?.locale).toBe('en');
    expect(parseStoredOrder(snap('o1', stored({ locale: 'xx' })))?.locale).toBe('en');
    const russian = parseStoredOrder(snap('o1', stored({ locale: 'ru' })));
    expect(russian && toOrder(russian)).not.toHaveProperty('locale');
  });
});
