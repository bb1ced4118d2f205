import { describe, expect, it } from 'vitest';
import { isAdminEmail, isFunctionsEmulator, siteOrigin } from './env';

describe('isAdminEmail', () => {
  const admins = ['admin@example.com', ' Boss@Shop.example ', ''];

  it('matches listed e-mails ignoring case and spaces', () => {
    expect(isAdminEmail('admin@example.com', admins)).toBe(true);
    expect(isAdminEmail('ADMIN@example.com', admins)).toBe(true);
    expect(isAdminEmail('boss@shop.example', admins)).toBe(true);
  });

  it('rejects everyone else, blanks included', () => {
    expect(isAdminEmail('shopper@example.com', admins)).toBe(false);
    expect(isAdminEmail('', admins)).toBe(false);
    expect(isAdminEmail(null, admins)).toBe(false);
    expect(isAdminEmail(undefined, admins)).toBe(false);
    expect(isAdminEmail('admin@example.com', [])).toBe(false);
  });
});

describe('isFunctionsEmulator', () => {
  it('when FUNCTIONS_EMULATOR is exactly "true", then yes; absent or anything else, then no', () => {
    expect(isFunctionsEmulator({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(isFunctionsEmulator({})).toBe(false);
    expect(isFunctionsEmulator({ FUNCTIONS_EMULATOR: 'false' })).toBe(false);
    expect(isFunctionsEmulator({ FUNCTIONS_EMULATOR: '1' })).toBe(false);
  });
});

describe('siteOrigin', () => {
  it('when unset, then the demo origin; when set, then only its origin, no trailing slash', () => {
    expect(siteOrigin({})).toBe('http://localhost:5000');
    expect(siteOrigin({ SITE_ORIGIN: ' https://toys.example.com/ ' })).toBe(
      'https://toys.example.com',
    );
    expect(siteOrigin({ SITE_ORIGIN: 'https://toys.example.com/shop/' })).toBe(
      'https://toys.example.com',
    );
  });

  it('when it is not an http(s) URL, then it fails', () => {
    expect(() => siteOrigin({ SITE_ORIGIN: 'toys.example.com' })).toThrow(/SITE_ORIGIN/);
    expect(() => siteOrigin({ SITE_ORIGIN: 'ftp://toys.example.com' })).toThrow(/SITE_ORIGIN/);
  });
});
