import { describe, expect, it } from 'vitest';
import { rateLimitConfig } from './env';
import { clientIp, clientKey, fixedWindow, ipBucket, retryAfterSeconds } from './rate-limit';

describe('clientIp', () => {
  it('when proxies appended their entries, then the client is the entry that many from the right', () => {
    expect(clientIp('198.51.100.7, 151.101.1.1, 35.191.0.1', '10.0.0.1', 2)).toBe('198.51.100.7');
  });

  it('when the client sent its own X-Forwarded-For, then its forged left-most entries are ignored', () => {
    const forged = '1.2.3.4, 5.6.7.8, 198.51.100.7, 151.101.1.1, 35.191.0.1';
    expect(clientIp(forged, '10.0.0.1', 2)).toBe('198.51.100.7');
    expect(clientIp(['9.9.9.9', '198.51.100.7, 151.101.1.1', '35.191.0.1'], undefined, 2)).toBe(
      '198.51.100.7',
    );
  });

  it('when the list is shorter than the proxies, then its left-most entry is used', () => {
    expect(clientIp('198.51.100.7', '10.0.0.1', 2)).toBe('198.51.100.7');
  });

  it('when there is no header, then the socket address is used, or "unknown"', () => {
    expect(clientIp(undefined, '127.0.0.1', 2)).toBe('127.0.0.1');
    expect(clientIp(' , ', undefined, 2)).toBe('unknown');
  });

  it('when no proxies are configured, then the right-most entry is the client', () => {
    expect(clientIp('1.2.3.4, 198.51.100.7', undefined, 0)).toBe('198.51.100.7');
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
  it('when nothing is set, then the defaults apply', () => {
    expect(rateLimitConfig({})).toEqual({
      windowSeconds: 600,
      limits: { review: 5, ticket: 10, vote: 60 },
      proxyHops: 2,
    });
  });

  it('when values are set, then they are used; a malformed one fails loudly', () => {
    const config = rateLimitConfig({ RATE_LIMIT_REVIEWS: '2', RATE_LIMIT_PROXY_HOPS: '0' });
    expect(config.limits.review).toBe(2);
    expect(config.proxyHops).toBe(0);
    expect(() => rateLimitConfig({ RATE_LIMIT_VOTES: 'many' })).toThrow(/RATE_LIMIT_VOTES/);
    expect(() => rateLimitConfig({ RATE_LIMIT_TICKETS: '0' })).toThrow(/at least 1/);
  });
});
