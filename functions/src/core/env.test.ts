import { describe, expect, it } from 'vitest';
import { isAdminEmail, isFunctionsEmulator } from './env';

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
