import { describe, expect, it } from 'vitest';
import {
  adminErrorCode,
  errorCode,
  firestoreCode,
  GRPC_CODES,
  isAdminError,
  isFirestoreError,
} from './firebase-errors';

const withCode = (code: unknown) => Object.assign(new Error(`code ${String(code)}`), { code });

describe('firestoreCode', () => {
  it('when Firestore fails with a numeric gRPC code, then its name', () => {
    expect(firestoreCode(withCode(6))).toBe('ALREADY_EXISTS');
    expect(firestoreCode(withCode(10))).toBe('ABORTED');
    expect(firestoreCode(withCode(14))).toBe('UNAVAILABLE');
    expect(firestoreCode(withCode(4))).toBe('DEADLINE_EXCEEDED');
    expect(firestoreCode(withCode(9))).toBe('FAILED_PRECONDITION');
    expect(firestoreCode(withCode(5))).toBe('NOT_FOUND');
    expect(firestoreCode(withCode(8))).toBe('RESOURCE_EXHAUSTED');
    expect(firestoreCode(withCode(3))).toBe('INVALID_ARGUMENT');
  });

  it('when every name is looked up by its number, then the name comes back', () => {
    for (const [name, code] of Object.entries(GRPC_CODES)) {
      expect(firestoreCode(withCode(code))).toBe(name);
    }
  });

  it('when the error carries no gRPC code, then undefined', () => {
    expect(firestoreCode(withCode('auth/user-not-found'))).toBeUndefined();
    expect(firestoreCode(withCode('6'))).toBeUndefined();
    expect(firestoreCode(withCode(0))).toBeUndefined();
    expect(firestoreCode(withCode(99))).toBeUndefined();
    expect(firestoreCode(new Error('boom'))).toBeUndefined();
    expect(firestoreCode(null)).toBeUndefined();
    expect(firestoreCode(undefined)).toBeUndefined();
    expect(firestoreCode('ALREADY_EXISTS')).toBeUndefined();
  });
});

describe('isFirestoreError', () => {
  it('when the code is one of the names asked for, then true; otherwise false', () => {
    expect(isFirestoreError(withCode(6), 'ALREADY_EXISTS')).toBe(true);
    expect(isFirestoreError(withCode(5), 'FAILED_PRECONDITION', 'NOT_FOUND')).toBe(true);
    expect(isFirestoreError(withCode(6), 'NOT_FOUND')).toBe(false);
    expect(isFirestoreError(withCode(6))).toBe(false);
    expect(isFirestoreError(new Error('boom'), 'ALREADY_EXISTS')).toBe(false);
  });

  it('when an error of ours carries the code by name from the table, then it reads as that code', () => {
    class LostRace extends Error {
      readonly code = GRPC_CODES.ABORTED;
    }
    expect(isFirestoreError(new LostRace(), 'ABORTED')).toBe(true);
  });
});

describe('isAdminError and errorCode', () => {
  it('when Auth or the Admin app fails with a string code, then it matches that code only', () => {
    expect(isAdminError(withCode('auth/user-not-found'), 'auth/user-not-found')).toBe(true);
    expect(
      isAdminError(withCode('app/network-timeout'), 'app/network-error', 'app/network-timeout'),
    ).toBe(true);
    expect(isAdminError(withCode('auth/email-already-exists'), 'auth/user-not-found')).toBe(false);
    expect(isAdminError(withCode(5), 'auth/user-not-found')).toBe(false);
    expect(isAdminError(null, 'auth/user-not-found')).toBe(false);
  });

  it('when the code is a string, then adminErrorCode returns it; a number or nothing, undefined', () => {
    expect(adminErrorCode(withCode('auth/email-already-exists'))).toBe('auth/email-already-exists');
    expect(adminErrorCode(withCode(6))).toBeUndefined();
    expect(adminErrorCode(new Error('boom'))).toBeUndefined();
  });

  it('when the code is a number or a string, then errorCode returns it; anything else, undefined', () => {
    expect(errorCode(withCode(14))).toBe(14);
    expect(errorCode(withCode('auth/user-not-found'))).toBe('auth/user-not-found');
    expect(errorCode(withCode({ nested: true }))).toBeUndefined();
    expect(errorCode(new Error('boom'))).toBeUndefined();
    expect(errorCode(42)).toBeUndefined();
  });
});
