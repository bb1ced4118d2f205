// The checkout draft (the shipping details saved locally), split in two
// so passport data never reaches the disk (issue 11): the address part lives in
// localStorage, one per user e-mail (GUEST_KEY when signed out); the passport part lives in
// sessionStorage, so it ends with the tab and never pre-fills the next visitor's form.
// Kept free of zod and of the checkout feature: the startup scrub runs in the first load.
import {
  GUEST_KEY,
  readStored,
  removeStored,
  storageKeys,
  storedKeys,
  writeStored,
  type Guard,
} from './storage';

/** The shipping form's passport fields (a checkout test keeps them in line with the form). */
export const PASSPORT_DRAFT_FIELDS = [
  'passportNumber',
  'passportIssueDate',
  'passportIssuedBy',
  'nationality',
] as const;

type Draft = Record<string, unknown>;

const isPassportField = (field: string) =>
  (PASSPORT_DRAFT_FIELDS as readonly string[]).includes(field);

function split(draft: Draft): { address: Draft; passport: Draft } {
  const address: Draft = {};
  const passport: Draft = {};
  for (const [field, value] of Object.entries(draft)) {
    if (isPassportField(field)) passport[field] = value;
    else address[field] = value;
  }
  return { address, passport };
}

const isObject = (value: unknown): value is Draft =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The draft as last typed in this tab: the saved address, plus the passport fields while
 * this tab is open. A draft saved on disk by an older version, passport and all, is
 * rewritten without them on the way. Null when nothing is saved or it fails `isDraft`.
 */
export function readCheckoutDraft<T extends object>(draftKey: string, isDraft: Guard<T>): T | null {
  const key = storageKeys.checkoutDraft(draftKey);
  const stored = readStored<Draft | null>(key, isObject, null);
  const { address, passport: legacy } = split(stored ?? {});
  if (Object.keys(legacy).length > 0) writeStored(key, address);
  const tab = readStored<Draft | null>(
    storageKeys.checkoutPassport(draftKey),
    isObject,
    null,
    'session',
  );
  if (!stored && !tab) return null;
  const draft = { ...address, ...split(tab ?? {}).passport };
  return isDraft(draft) ? draft : null;
}

interface SaveOptions {
  /**
   * Keep the passport fields for the rest of this tab (default). False drops them, for a
   * guest whose order is placed: the next person at this screen starts without them.
   */
  keepPassport?: boolean;
}

export function writeCheckoutDraft(
  draftKey: string,
  draft: object,
  { keepPassport = true }: SaveOptions = {},
): void {
  const { address, passport } = split({ ...draft });
  writeStored(storageKeys.checkoutDraft(draftKey), address);
  const tabKey = storageKeys.checkoutPassport(draftKey);
  if (keepPassport) writeStored(tabKey, passport, 'session');
  else removeStored(tabKey, 'session');
}

/** Forgets one user's draft: the saved address and this tab's passport fields. */
export function clearCheckoutDraft(draftKey: string): void {
  removeStored(storageKeys.checkoutDraft(draftKey));
  removeStored(storageKeys.checkoutPassport(draftKey), 'session');
}

/**
 * At sign-out: the user's draft, and every passport draft of this tab (the guest's too):
 * whoever uses this browser next starts from an empty passport section.
 */
export function clearDraftsAtSignOut(draftKey: string): void {
  if (draftKey && draftKey !== GUEST_KEY) clearCheckoutDraft(draftKey);
  for (const key of storedKeys(storageKeys.checkoutPassportPrefix, 'session')) {
    removeStored(key, 'session');
  }
}

/**
 * Drops passport fields from every draft on disk (older versions saved them there). Runs
 * once per page load; cheap: a few keys, no parsing of anything else.
 */
export function scrubSavedDrafts(): void {
  for (const key of storedKeys(storageKeys.checkoutDraftPrefix)) {
    const stored = readStored<Draft | null>(key, isObject, null);
    if (!stored) continue;
    const { address, passport } = split(stored);
    if (Object.keys(passport).length > 0) writeStored(key, address);
  }
}
