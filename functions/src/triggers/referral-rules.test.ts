import { describe, expect, it } from 'vitest';
import { earnsReferralCredit, settlesReferral } from './referral-rules';

describe('earnsReferralCredit', () => {
  it('when the order is paid or further along, then it earns the referrer the credit', () => {
    for (const status of ['paid', 'packed', 'shipped', 'delivered']) {
      expect(earnsReferralCredit(status), status).toBe(true);
    }
  });

  it('when the order is unpaid, cancelled or in a status the store does not know, then it earns nothing', () => {
    for (const status of ['new', 'cancelled', 'refunded', '']) {
      expect(earnsReferralCredit(status), status).toBe(false);
    }
  });
});

describe('settlesReferral', () => {
  const order = { status: 'paid' };
  const write = (over: { after?: object | null; created?: boolean; changed?: boolean }) => ({
    after: over.after === undefined ? order : over.after,
    created: over.created ?? false,
    status: { changed: over.changed ?? false },
  });

  it('when an order is created or its status changes, then the write is settled', () => {
    expect(settlesReferral(write({ created: true, changed: true }))).toBe(true);
    expect(settlesReferral(write({ changed: true }))).toBe(true);
  });

  it('when the status stays, or the order is gone or unreadable, then it is not', () => {
    expect(settlesReferral(write({}))).toBe(false);
    expect(settlesReferral(write({ after: null, changed: true }))).toBe(false);
  });
});
