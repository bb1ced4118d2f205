import { describe, expect, it } from 'vitest';
import { confirmOrderLink } from '../../contract/order-confirmation';
import { orderConfirmationMessage } from './order-confirmation-message';

const ORIGIN = 'https://toys.example.com';
const TOKEN = 'a'.repeat(43);
const facts = {
  orderId: 'abc123XYZ',
  items: [
    { title: 'Robot', qty: 2 },
    { title: 'Bear <script>alert(1)</script>', qty: 1 },
  ],
  holdMinutes: 30,
  link: confirmOrderLink(ORIGIN, TOKEN),
};

describe('order confirmation e-mail', () => {
  it('when built, then it names the order number, the items, the minutes and the link', () => {
    const { subject, text, html } = orderConfirmationMessage(facts);
    expect(subject).toBe('Toy Store: please confirm order #ABC123');
    for (const part of [text, html]) {
      expect(part).toContain('#ABC123');
      expect(part).toContain('Robot');
      expect(part).toContain('30 minutes');
    }
    expect(text).toContain(`${ORIGIN}/confirm-order#token=${TOKEN}`);
    expect(html).toContain(`href="${ORIGIN}/confirm-order#token=${TOKEN}"`);
    expect(html).toContain('Confirm order');
  });

  it('when a title holds markup, then the HTML escapes it', () => {
    const { html } = orderConfirmationMessage(facts);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Bear &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('when built, then it greets nobody by name: the mail holds nothing the buyer typed', () => {
    const { text } = orderConfirmationMessage(facts);
    expect(text.startsWith('Hello,\n')).toBe(true);
  });
});
