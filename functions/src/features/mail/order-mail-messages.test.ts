import { describe, expect, it } from 'vitest';
import type { ShippingData } from '../../contract/order';
import { SAMPLE_PASSPORT, sampleShippingData } from '../../testing/shipping-data';
import {
  orderPlacedMessage,
  orderStatusMessage,
  orderTrackingMessage,
  type OrderMailFacts,
} from './order-mail-messages';

const ORIGIN = 'https://toys.example.com';
const PASSPORT = SAMPLE_PASSPORT;

const facts = (over: Partial<OrderMailFacts> = {}, ship: Partial<ShippingData> = {}) =>
  ({
    orderId: 'abc123XYZ',
    account: false,
    origin: ORIGIN,
    order: {
      items: [
        { id: 'p1', title: 'Robot', price: 12.5, qty: 2 },
        { id: 'p2', title: 'Bear', price: 0.1, qty: 3 },
      ],
      subtotal: 25.3,
      shipping: 10,
      tax: 2.02,
      discount: 5,
      bonusDiscount: 3,
      coupon: 'SAVE5',
      total: 29.32,
      shippingData: sampleShippingData(ship),
    },
    ...over,
  }) satisfies OrderMailFacts;

const allMessages = (f: OrderMailFacts) => [
  orderPlacedMessage(f),
  orderTrackingMessage(f, 'LP123456789CN'),
  orderStatusMessage(f, 'shipped'),
  orderStatusMessage(f, 'delivered'),
  orderStatusMessage(f, 'cancelled'),
];

describe('order e-mails', () => {
  it('when any order e-mail is built, then its subject shows the order number as #ABC123', () => {
    for (const message of allMessages(facts())) expect(message.subject).toContain('#ABC123');
  });

  it('when an order is placed, then the mail lists items, line prices, totals, city and country', () => {
    const { text, html } = orderPlacedMessage(facts());
    for (const part of [text, html]) {
      expect(part).toContain('Robot × 2');
      expect(part).toContain('$25.00');
      expect(part).toContain('Bear × 3');
      expect(part).toContain('$0.30');
      expect(part).toContain('$25.30');
      expect(part).toContain('$10.00');
      expect(part).toContain('$2.02');
      expect(part).toContain('-$5.00');
      expect(part).toContain('SAVE5');
      expect(part).toContain('-$3.00');
      expect(part).toContain('$29.32');
      expect(part).toContain('Springfield, United States');
    }
  });

  it('when the order has passport data, phone and street, then no e-mail carries any of them', () => {
    for (const message of allMessages(facts())) {
      const all = `${message.subject}\n${message.text}\n${message.html}`;
      for (const value of Object.values(PASSPORT)) expect(all).not.toContain(value);
      expect(all).not.toContain('+1 555 0100');
      expect(all).not.toContain('1 Main St');
      expect(all).not.toContain('62701');
      expect(all).not.toContain('Leave at the door');
    }
  });

  it('when a guest placed the order, then the link is the lookup form with the number, absolute', () => {
    const { text, html } = orderPlacedMessage(facts());
    expect(text).toContain(`${ORIGIN}/tracking?order=ABC123`);
    expect(html).toContain(`href="${ORIGIN}/tracking?order=ABC123"`);
    expect(text).not.toContain('/order/');
  });

  it("when an account placed the order, then every mail links to the order's page", () => {
    for (const message of allMessages(facts({ account: true }))) {
      expect(message.html).toContain(`href="${ORIGIN}/order/abc123XYZ"`);
      expect(message.text).toContain(`${ORIGIN}/order/abc123XYZ`);
      expect(message.text).not.toContain('/tracking?order=');
    }
  });

  it('when a tracking code is saved, then the mail names it and links to its portal page', () => {
    const { text, html } = orderTrackingMessage(facts(), 'LP123456789CN');
    expect(text).toContain('LP123456789CN');
    expect(text).toContain('https://parcelsapp.com/en/tracking/LP123456789CN');
    expect(html).toContain('href="https://parcelsapp.com/en/tracking/LP123456789CN"');
  });

  it('when the status changes, then the subject says which', () => {
    expect(orderStatusMessage(facts(), 'shipped').subject).toMatch(/shipped/);
    expect(orderStatusMessage(facts(), 'delivered').subject).toMatch(/delivered/);
    expect(orderStatusMessage(facts(), 'cancelled').subject).toMatch(/cancelled/);
  });

  it('when titles, names, places, coupon or code hold markup, then the HTML escapes all of it', () => {
    const evil = '<script>alert(1)</script>';
    const f = facts(
      {},
      { fullName: `Ann ${evil}`, city: `<img src=x onerror=alert(1)>`, country: '"Land"&' },
    );
    f.order.items[0] = { id: 'p1', title: `Robot ${evil}`, price: 1, qty: 1 };
    f.order.coupon = `<b>C</b>`;
    const messages = [...allMessages(f), orderTrackingMessage(f, `X${evil}`)];
    for (const { html } of messages) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>C</b>');
    }
    const placed = orderPlacedMessage(f).html;
    expect(placed).toContain('Robot &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(placed).toContain('Ann &lt;script&gt;');
    expect(placed).toContain('&quot;Land&quot;&amp;');
    expect(placed).toContain('&lt;b&gt;C&lt;/b&gt;');
    const tracked = orderTrackingMessage(f, `X${evil}`).html;
    expect(tracked).toContain('X&lt;script&gt;');
    expect(tracked).toContain('/tracking/X%3Cscript%3E');
  });

  it('when there is no coupon or bonus, then no discount rows appear', () => {
    const f = facts();
    f.order = { ...f.order, discount: 0, bonusDiscount: 0, coupon: null };
    const { text } = orderPlacedMessage(f);
    expect(text).not.toContain('Coupon');
    expect(text).not.toContain('Bonuses');
  });
});
