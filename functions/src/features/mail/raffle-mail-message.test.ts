import { describe, expect, it } from 'vitest';
import { raffleNotServedMessage, raffleWinMessage } from './raffle-mail-message';

const facts = {
  title: 'Gold <b>Robot</b>',
  slug: 'gold-robot',
  origin: 'https://toys.example.com',
  entryId: 'abc123',
};

describe('raffle e-mails', () => {
  it('when an entry wins, then the mail names the entry, the deadline and the product page', () => {
    const message = raffleWinMessage({ ...facts, checkoutBy: new Date('2026-12-01T18:30:00Z') });
    expect(message.subject).toContain('you won');
    expect(message.text).toContain('abc123');
    expect(message.text).toContain('2026-12-01T18:30:00Z');
    expect(message.text).toContain('https://toys.example.com/p/gold-robot');
    expect(message.html).not.toContain('<b>');
  });

  it('when an entry is not served, then the mail says not this time', () => {
    const message = raffleNotServedMessage(facts);
    expect(message.subject).toContain('not this time');
    expect(message.text).toContain('abc123');
  });
});
