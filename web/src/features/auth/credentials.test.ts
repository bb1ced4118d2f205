import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  LOGIN_FALLBACK,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  REGISTER_FALLBACK,
  RESET_FAILED,
  resetFailureMessage,
  validateRegister,
  validateSignIn,
} from './credentials';

const valid = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('password rules', () => {
  it('accepts a complete registration', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it("rejects passwords shorter than 6 characters with 'At least 6 characters'", () => {
    expect(validateRegister({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: PASSWORD_TOO_SHORT,
    });
    expect(PASSWORD_TOO_SHORT).toBe('At least 6 characters');
    expect(validateRegister({ ...valid, password: '123456', confirmPassword: '123456' })).toEqual(
      {},
    );
  });

  it("rejects a confirmation that differs with 'Passwords do not match'", () => {
    expect(validateRegister({ ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: PASSWORDS_DIFFER,
    });
    expect(PASSWORDS_DIFFER).toBe('Passwords do not match');
  });

  it('needs a name and a valid email', () => {
    expect(validateRegister({ ...valid, name: '  ', email: 'ann@' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email',
    });
  });

  it('applies the same password minimum when signing in', () => {
    expect(validateSignIn({ email: 'ann@example.com', password: 'abc' })).toEqual({
      password: PASSWORD_TOO_SHORT,
    });
    expect(validateSignIn({ email: '', password: 'secret1' })).toEqual({
      email: 'Please enter your email',
    });
    expect(validateSignIn({ email: 'ann@example.com', password: 'secret1' })).toEqual({});
  });
});

describe('authErrorMessage', () => {
  it('says what went wrong in plain words', () => {
    expect(authErrorMessage({ code: 'auth/wrong-password' }, LOGIN_FALLBACK)).toBe(
      'Wrong email or password.',
    );
    expect(authErrorMessage({ code: 'auth/email-already-in-use' }, REGISTER_FALLBACK)).toBe(
      'This email is already registered. Sign in instead.',
    );
  });

  it('falls back to the fixed text of the form', () => {
    expect(authErrorMessage(new Error('boom'), LOGIN_FALLBACK)).toBe('Login error');
    expect(authErrorMessage({ code: 'auth/internal-error' }, REGISTER_FALLBACK)).toBe(
      'Register error',
    );
    expect(authErrorMessage(null, LOGIN_FALLBACK)).toBe('Login error');
  });
});

describe('resetFailureMessage', () => {
  it('treats an unknown address like a sent link (no account enumeration)', () => {
    expect(resetFailureMessage({ code: 'auth/user-not-found' })).toBeNull();
    expect(resetFailureMessage({ code: 'auth/internal-error' })).toBeNull();
  });

  it('names a malformed address and a network failure; anything else without a code failed', () => {
    expect(resetFailureMessage({ code: 'auth/invalid-email' })).toBe('Please enter a valid email.');
    expect(resetFailureMessage({ code: 'auth/network-request-failed' })).toBe(
      'Network error: check your connection and try again.',
    );
    expect(resetFailureMessage(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      RESET_FAILED,
    );
  });
});
