import { describe, expect, it } from 'vitest';
import {
  clearCheckoutDraft,
  clearDraftsAtSignOut,
  PASSPORT_DRAFT_FIELDS,
  readCheckoutDraft,
  scrubSavedDrafts,
  writeCheckoutDraft,
} from './checkout-draft-storage';
import { GUEST_KEY, storageKeys } from './storage';

const ANN = 'ann@example.com';

const draft = {
  fullName: 'Ann Lee',
  city: 'Springfield',
  address: '1 Main St',
  passportNumber: 'X1234567',
  passportIssueDate: '2020-05-01',
  passportIssuedBy: 'US Department of State',
  nationality: 'American',
};

const isRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null;

const onDisk = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const inTab = (key: string): unknown => JSON.parse(sessionStorage.getItem(key) ?? 'null');

describe('checkout draft storage', () => {
  it('keeps the address on disk and the passport fields for this tab only', () => {
    writeCheckoutDraft(ANN, draft);

    const saved = onDisk(storageKeys.checkoutDraft(ANN));
    expect(saved).toEqual({ fullName: 'Ann Lee', city: 'Springfield', address: '1 Main St' });
    expect(localStorage.getItem(storageKeys.checkoutDraft(ANN))).not.toMatch(/passport|nation/i);
    expect(inTab(storageKeys.checkoutPassport(ANN))).toEqual({
      passportNumber: 'X1234567',
      passportIssueDate: '2020-05-01',
      passportIssuedBy: 'US Department of State',
      nationality: 'American',
    });
    expect(readCheckoutDraft(ANN, isRecord)).toEqual(draft);
  });

  it('a new tab (empty sessionStorage) gets the address back without the passport', () => {
    writeCheckoutDraft(ANN, draft);
    sessionStorage.clear();
    expect(readCheckoutDraft(ANN, isRecord)).toEqual({
      fullName: 'Ann Lee',
      city: 'Springfield',
      address: '1 Main St',
    });
  });

  it('keepPassport: false drops the passport part (a guest whose order is placed)', () => {
    writeCheckoutDraft(GUEST_KEY, draft);
    writeCheckoutDraft(GUEST_KEY, draft, { keepPassport: false });
    expect(sessionStorage.getItem(storageKeys.checkoutPassport(GUEST_KEY))).toBeNull();
    const next = readCheckoutDraft(GUEST_KEY, isRecord);
    expect(next).toMatchObject({ address: '1 Main St' });
    for (const field of PASSPORT_DRAFT_FIELDS) expect(next).not.toHaveProperty(field);
  });

  it('rewrites a draft saved on disk by an older version without its passport fields', () => {
    localStorage.setItem(storageKeys.checkoutDraft(ANN), JSON.stringify(draft));
    expect(readCheckoutDraft(ANN, isRecord)).toEqual({
      fullName: 'Ann Lee',
      city: 'Springfield',
      address: '1 Main St',
    });
    expect(onDisk(storageKeys.checkoutDraft(ANN))).toEqual({
      fullName: 'Ann Lee',
      city: 'Springfield',
      address: '1 Main St',
    });
  });

  it('the startup scrub takes passport fields off every saved draft and leaves the rest', () => {
    localStorage.setItem(storageKeys.checkoutDraft(ANN), JSON.stringify(draft));
    localStorage.setItem(storageKeys.checkoutDraft(GUEST_KEY), JSON.stringify({ city: 'Rome' }));
    localStorage.setItem(storageKeys.wishlist, JSON.stringify(['p1']));
    scrubSavedDrafts();
    expect(onDisk(storageKeys.checkoutDraft(ANN))).toEqual({
      fullName: 'Ann Lee',
      city: 'Springfield',
      address: '1 Main St',
    });
    expect(onDisk(storageKeys.checkoutDraft(GUEST_KEY))).toEqual({ city: 'Rome' });
    expect(onDisk(storageKeys.wishlist)).toEqual(['p1']);
  });

  it('answers null for nothing saved or a value that fails the check', () => {
    expect(readCheckoutDraft(ANN, isRecord)).toBeNull();
    localStorage.setItem(storageKeys.checkoutDraft(ANN), '[1,2]');
    expect(readCheckoutDraft(ANN, isRecord)).toBeNull();
    localStorage.setItem(storageKeys.checkoutDraft(ANN), JSON.stringify({ city: 'Paris' }));
    const rejectAll = (value: unknown): value is object => value === 'never';
    expect(readCheckoutDraft(ANN, rejectAll)).toBeNull();
  });

  it("clearing forgets one user's address and tab passport", () => {
    writeCheckoutDraft(ANN, draft);
    writeCheckoutDraft('bo@example.com', draft);
    clearCheckoutDraft(ANN);
    expect(localStorage.getItem(storageKeys.checkoutDraft(ANN))).toBeNull();
    expect(sessionStorage.getItem(storageKeys.checkoutPassport(ANN))).toBeNull();
    expect(localStorage.getItem(storageKeys.checkoutDraft('bo@example.com'))).not.toBeNull();
  });

  it("at sign-out: the user's draft and every passport draft of the tab, the guest's too", () => {
    writeCheckoutDraft(ANN, draft);
    writeCheckoutDraft(GUEST_KEY, draft);
    clearDraftsAtSignOut(ANN);
    expect(localStorage.getItem(storageKeys.checkoutDraft(ANN))).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // The guest's address stays: it is not this user's.
    expect(onDisk(storageKeys.checkoutDraft(GUEST_KEY))).toMatchObject({ city: 'Springfield' });
  });
});
