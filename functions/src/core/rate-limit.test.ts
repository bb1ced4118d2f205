import { describe, expect, it } from 'vitest';
import { rateLimitConfig } from './env';
import {
  addressKey,
  clientIp,
  limitFor,
  targetKey,
  clientKey,
  fixedWindow,
  ipBucket,
  retryAfterSeconds,
  windowDocId,
} from './rate-limit';

describe('clientIp', () => {
  it('when two trusted proxies appended their entries, then the client is the second from the right', () => {
    // What Hosting sends: the CDN appends the client's address, Google's front end the CDN's.
    expect(clientIp('198.51.100.7, 151.101.1.1', '10.0.0.1', 2)).toBe('198.51.100.7');
  });

  it('when the client sent its own X-Forwarded-For, then its forged left-most entries are ignored', () => {
    const forged = '1.2.3.4, 5.6.7.8, 198.51.100.7, 151.101.1.1';
    expect(clientIp(forged, '10.0.0.1', 2)).toBe('198.51.100.7');
    expect(clientIp(['9.9.9.9', '198.51.100.7', '151.101.1.1'], undefined, 2)).toBe('198.51.100.7');
  });

  it('when the chain is shorter than the trusted hops, then its right-most entry is used, never the left-most', () => {
    expect(clientIp('198.51.100.7', '10.0.0.1', 2)).toBe('198.51.100.7');
    expect(clientIp('6.6.6.6, 198.51.100.7', '10.0.0.1', 3)).toBe('198.51.100.7');
  });

  it('when nothing is trusted (the emulators), then every entry is ignored and the socket counts', () => {
    expect(clientIp('1.2.3.4, 198.51.100.7', '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientIp('1.2.3.4', undefined, 0)).toBe('unknown');
  });

  it('when there is no header, then the socket address is used, or "unknown"', () => {
    expect(clientIp(undefined, '127.0.0.1', 2)).toBe('127.0.0.1');
    expect(clientIp(' , ', undefined, 2)).toBe('unknown');
  });
});

describe('limitFor', () => {
  const rule = { limit: 20, windowSeconds: 600 };
  it('when the client is an account or a target, then it gets the limit; an address gets the multiple', () => {
    expect(limitFor(rule, 'uid:u1', 10)).toBe(20);
    expect(limitFor(rule, targetKey('email', ' A@Example.com'), 10)).toBe(20);
    expect(limitFor(rule, addressKey('198.51.100.7'), 10)).toBe(200);
  });

  it('when a target key is built, then it is trimmed and lower-cased', () => {
    expect(targetKey('email', ' A@Example.COM ')).toBe('email:a@example.com');
    expect(targetKey('order', 'abc123')).toBe('order:abc123');
  });
});

describe('ipBucket and clientKey', () => {
  it('when the address is IPv4 or IPv4-mapped, then it is counted as it is', () => {
    expect(ipBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(ipBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('when the address is IPv6, then its /64 network is counted', () => {
    expect(ipBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(ipBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(ipBucket('not-an-ip')).toBe('not-an-ip');
  });

  it('when the caller is signed in, then the account is the key, else the address', () => {
    expect(clientKey({ uid: 'u1' }, '198.51.100.7')).toBe('uid:u1');
    expect(clientKey(null, '198.51.100.7')).toBe('ip:198.51.100.7');
  });
});

describe('fixedWindow and retryAfterSeconds', () => {
  it('when two moments fall in one window, then they share its number and reset time', () => {
    const a = fixedWindow(600_000, 600);
    const b = fixedWindow(1_199_999, 600);
    expect(a).toEqual({ index: 1, resetsAtMs: 1_200_000 });
    expect(b).toEqual(a);
    expect(fixedWindow(1_200_000, 600).index).toBe(2);
  });

  it('when the window resets soon, then Retry-After is the whole seconds left, at least 1', () => {
    expect(retryAfterSeconds(1_000, 61_000)).toBe(60);
    expect(retryAfterSeconds(1_000, 1_500)).toBe(1);
    expect(retryAfterSeconds(2_000, 1_500)).toBe(1);
  });
});

describe('rateLimitConfig', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const tenMinutes = (limit: number) => ({ limit, windowSeconds: 600 });
    expect(rateLimitConfig({})).toEqual({
      limits: {
        review: tenMinutes(5),
        ticket: tenMinutes(10),
        vote: tenMinutes(60),
        order: { limit: 20, windowSeconds: 3600 },
        'coupon-failure': tenMinutes(20),
        track: tenMinutes(30),
        'coupon-use': tenMinutes(20),
        'referral-use': tenMinutes(10),
        'firebase-login': tenMinutes(30),
        'password-login': tenMinutes(10),
        register: tenMinutes(10),
        'order-lookup': tenMinutes(20),
        'stock-alert': tenMinutes(20),
      },
      addressMultiplier: 10,
      trustedHops: 2,
    });
  });

  it('when the defaults apply, then every address limit is at least 10x the identity limit', () => {
    const config = rateLimitConfig({});
    for (const rule of Object.values(config.limits)) {
      expect(
        limitFor(rule, addressKey('198.51.100.7'), config.addressMultiplier),
      ).toBeGreaterThanOrEqual(rule.limit * 10);
    }
  });

  it('when running under the Functions emulator, then no X-Forwarded-For hop is trusted, whatever is set', () => {
    expect(
      rateLimitConfig({ FUNCTIONS_EMULATOR: 'true', RATE_LIMIT_TRUSTED_HOPS: '2' }).trustedHops,
    ).toBe(0);
  });

  it('when values are set, then they are used; a malformed one fails loudly', () => {
    const config = rateLimitConfig({
      RATE_LIMIT_REVIEWS: '2',
      RATE_LIMIT_TRUSTED_HOPS: '1',
      RATE_LIMIT_ADDRESS_MULTIPLIER: '50',
      RATE_LIMIT_ORDERS_PER_ACCOUNT: '5',
      RATE_LIMIT_ORDERS_WINDOW_SECONDS: '7200',
      RATE_LIMIT_COUPON_FAILURES: '8',
      RATE_LIMIT_COUPON_FAILURES_WINDOW_SECONDS: '900',
      RATE_LIMIT_TRACKING: '3',
      RATE_LIMIT_COUPON_USE: '4',
      RATE_LIMIT_REFERRAL_USE: '6',
      RATE_LIMIT_FIREBASE_LOGIN: '7',
      RATE_LIMIT_PASSWORD_LOGIN: '12',
      RATE_LIMIT_REGISTER: '13',
      RATE_LIMIT_ORDER_LOOKUP: '9',
      RATE_LIMIT_STOCK_ALERTS: '11',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    expect(config.limits.review).toEqual({ limit: 2, windowSeconds: 60 });
    expect(config.trustedHops).toBe(1);
    expect(config.addressMultiplier).toBe(50);
    expect(config.limits.order).toEqual({ limit: 5, windowSeconds: 7200 });
    expect(config.limits['coupon-failure']).toEqual({ limit: 8, windowSeconds: 900 });
    expect(config.limits.track).toEqual({ limit: 3, windowSeconds: 60 });
    expect(config.limits['coupon-use']).toEqual({ limit: 4, windowSeconds: 60 });
    expect(config.limits['referral-use']).toEqual({ limit: 6, windowSeconds: 60 });
    expect(config.limits['firebase-login']).toEqual({ limit: 7, windowSeconds: 60 });
    expect(config.limits['password-login']).toEqual({ limit: 12, windowSeconds: 60 });
    expect(config.limits.register).toEqual({ limit: 13, windowSeconds: 60 });
    expect(config.limits['order-lookup']).toEqual({ limit: 9, windowSeconds: 60 });
    expect(config.limits['stock-alert']).toEqual({ limit: 11, windowSeconds: 60 });
    expect(() => rateLimitConfig({ RATE_LIMIT_VOTES: 'many' })).toThrow(/RATE_LIMIT_VOTES/);
    expect(() => rateLimitConfig({ RATE_LIMIT_TICKETS: '0' })).toThrow(/at least 1/);
    expect(() => rateLimitConfig({ RATE_LIMIT_ADDRESS_MULTIPLIER: '5' })).toThrow(/at least 10/);
    expect(() => rateLimitConfig({ RATE_LIMIT_ORDERS_PER_ACCOUNT: '2.5' })).toThrow(
      /RATE_LIMIT_ORDERS_PER_ACCOUNT/,
    );
  });
});

describe('windowDocId', () => {
  it('when action, client or window differ, then so does the id, which holds neither in clear', () => {
    const id = windowDocId('order', 'ip:198.51.100.7', 7);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain('198.51.100.7');
    expect(windowDocId('order', 'ip:198.51.100.7', 7)).toBe(id);
    expect(windowDocId('track', 'ip:198.51.100.7', 7)).not.toBe(id);
    expect(windowDocId('order', 'ip:198.51.100.8', 7)).not.toBe(id);
    expect(windowDocId('order', 'ip:198.51.100.7', 8)).not.toBe(id);
  });
});
