import type { Order } from '@contract/order';

/** A valid contract Order with sensible defaults; override what the test is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'abc123xyz789',
    createdAt: '2026-01-15T10:00:00.000Z',
    status: 'new',
    items: [{ id: 'p1', title: 'Toy 1', price: 20, qty: 1 }],
    subtotal: 20,
    shipping: 10,
    tax: 0,
    discount: 0,
    bonusDiscount: 0,
    coupon: null,
    total: 30,
    tracking: null,
    userEmail: '',
    userName: '',
    shippingData: {
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+1 555 0100',
      country: 'United States',
      address: '1 Main St',
      city: 'Springfield',
      state: 'Illinois',
      postalCode: '62701',
      notes: '',
      passportNumber: 'X1234567',
      passportIssueDate: '2020-05-01',
      passportIssuedBy: 'US Department of State',
      nationality: 'American',
    },
    contactConfirmed: true,
    ...overrides,
  };
}
