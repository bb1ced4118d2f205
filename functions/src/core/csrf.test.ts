import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';

vi.mock('./firebase', () => ({ auth: {}, db: {} }));
const { isSameOrigin, refuseCrossSiteCookies, refuseForeignOrigin, trustedDevOrigins } =
  await import('./csrf');

afterEach(() => {
  vi.unstubAllEnvs();
});

function request(method: string, headers: Record<string, string>): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    headers: lower,
    get: (name: string) => lower[name.toLowerCase()],
  } as unknown as Request;
}

function outcome(handler: typeof refuseCrossSiteCookies, req: Request): unknown {
  const next = vi.fn<(err?: unknown) => void>();
  void handler(req, {} as unknown as Response, next);
  expect(next).toHaveBeenCalledTimes(1);
  return next.mock.calls[0]?.[0];
}

const site = { host: 'fn.internal', 'x-forwarded-host': 'shop.example' };
const cookie = '__session=abc';

describe('isSameOrigin', () => {
  it('when Origin names the forwarded host or the Host, then it is our own', () => {
    expect(isSameOrigin(request('POST', { ...site, origin: 'https://shop.example' }))).toBe(true);
    expect(
      isSameOrigin(request('POST', { host: 'a.test:5000', origin: 'http://a.test:5000' })),
    ).toBe(true);
  });

  it('when only a Referer is sent, then its origin decides', () => {
    expect(isSameOrigin(request('POST', { ...site, referer: 'https://shop.example/cart' }))).toBe(
      true,
    );
    expect(isSameOrigin(request('POST', { ...site, referer: 'https://evil.example/x' }))).toBe(
      false,
    );
  });

  it('when the origin is foreign, null, malformed or missing, then it is not', () => {
    for (const origin of ['https://evil.example', 'https://shop.example.evil.io', 'null', '::']) {
      expect(isSameOrigin(request('POST', { ...site, origin }))).toBe(false);
    }
    expect(isSameOrigin(request('POST', site))).toBe(false);
  });

  it('when running under the emulators and the origin is a local dev server, then it is allowed whatever the host', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    for (const origin of [
      'http://localhost:5173',
      'http://localhost:5000',
      'http://127.0.0.1:5000',
    ]) {
      expect(isSameOrigin(request('POST', { ...site, origin }))).toBe(true);
    }
    expect(isSameOrigin(request('POST', { ...site, origin: 'http://localhost:8000' }))).toBe(false);
  });

  it('when deployed (not under the emulators), then a local dev origin is as foreign as any other', () => {
    for (const emulator of [undefined, '', 'false']) {
      vi.stubEnv('FUNCTIONS_EMULATOR', emulator);
      for (const origin of [
        'http://localhost:5173',
        'http://localhost:5000',
        'http://127.0.0.1:5000',
      ]) {
        expect(isSameOrigin(request('POST', { ...site, origin }))).toBe(false);
        const err = outcome(refuseForeignOrigin, request('POST', { ...site, origin }));
        expect(err).toMatchObject({ status: 403, message: 'Cross-site request refused' });
      }
    }
  });
});

describe('trustedDevOrigins', () => {
  it('when FUNCTIONS_EMULATOR is "true", then the three local origins; otherwise none', () => {
    expect(trustedDevOrigins({ FUNCTIONS_EMULATOR: 'true' })).toEqual([
      'http://localhost:5000',
      'http://127.0.0.1:5000',
      'http://localhost:5173',
    ]);
    expect(trustedDevOrigins({})).toEqual([]);
    expect(trustedDevOrigins({ FUNCTIONS_EMULATOR: 'TRUE ' })).toEqual([]);
  });
});

describe('refuseCrossSiteCookies', () => {
  it('when a state-changing request with the cookie comes from another site, then 403', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const err = outcome(
        refuseCrossSiteCookies,
        request(method, { ...site, cookie, origin: 'https://evil.example' }),
      );
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ status: 403, message: 'Cross-site request refused' });
    }
    expect(outcome(refuseCrossSiteCookies, request('POST', { ...site, cookie }))).toBeInstanceOf(
      AppError,
    );
  });

  it('when the request is same-origin, safe, or has no session cookie, then it passes', () => {
    const pass = [
      request('POST', { ...site, cookie, origin: 'https://shop.example' }),
      request('GET', { ...site, cookie, origin: 'https://evil.example' }),
      request('POST', { ...site, cookie: 'other=1', origin: 'https://evil.example' }),
      request('POST', { ...site, authorization: 'Bearer t', origin: 'https://evil.example' }),
    ];
    for (const req of pass) expect(outcome(refuseCrossSiteCookies, req)).toBeUndefined();
  });
});

describe('refuseForeignOrigin', () => {
  it('when a browser names a foreign page, then 403 even without a cookie; no origin passes', () => {
    expect(
      outcome(refuseForeignOrigin, request('POST', { ...site, origin: 'https://evil.example' })),
    ).toMatchObject({ status: 403 });
    expect(outcome(refuseForeignOrigin, request('POST', site))).toBeUndefined();
    expect(
      outcome(refuseForeignOrigin, request('POST', { ...site, origin: 'https://shop.example' })),
    ).toBeUndefined();
  });
});
