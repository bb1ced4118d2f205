import { describe, expect, it } from 'vitest';
import { isAdminEmail } from './env';

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
