// Local storage with one key prefix; each store has its own key. Values are checked on
// read, so a broken or foreign value falls back instead of crashing the app. Kept free of
// zod: this runs in the first load.

/** Every key this app writes starts with this prefix. */
export const STORAGE_PREFIX = 'toystore:';

export const GUEST_KEY = 'guest';

const CHECKOUT_DRAFT_PREFIX = `${STORAGE_PREFIX}checkout-draft:`;
const CHECKOUT_PASSPORT_PREFIX = `${STORAGE_PREFIX}checkout-passport:`;

export const storageKeys = {
  wishlist: `${STORAGE_PREFIX}wishlist`,
  recentlyViewed: `${STORAGE_PREFIX}recently-viewed`,
  cookieConsent: `${STORAGE_PREFIX}cookie-consent`,
  cart: (userKey: string) => `${STORAGE_PREFIX}cart:${userKey || GUEST_KEY}`,
  /** Per user e-mail, GUEST_KEY when signed out. */
  checkoutDraft: (draftKey: string) => `${CHECKOUT_DRAFT_PREFIX}${draftKey || GUEST_KEY}`,
  /** The draft's passport fields, in sessionStorage only (per tab, never on disk). */
  checkoutPassport: (draftKey: string) => `${CHECKOUT_PASSPORT_PREFIX}${draftKey || GUEST_KEY}`,
  /** What every checkout draft key (or passport draft key) starts with. */
  checkoutDraftPrefix: CHECKOUT_DRAFT_PREFIX,
  checkoutPassportPrefix: CHECKOUT_PASSPORT_PREFIX,
} as const;

/** localStorage outlives the tab; sessionStorage ends with it. */
export type StorageArea = 'local' | 'session';

export type Guard<T> = (value: unknown) => value is T;

function getStorage(area: StorageArea = 'local'): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Access itself throws when storage is disabled (privacy modes, sandboxed frames).
    return undefined;
  }
}

// A page's first use of web storage is a synchronous call to the browser process: Chrome loads
// the origin's storage area then, and a `storage` listener opens both areas. On a busy phone that
// call takes 10-20 ms, and in the entry's evaluation it lengthened the one long task before the
// first render. So the entry defers both (main.tsx): the stores hand over what they read at
// start (`whenStorageOpen`) and listen through `onStorageChange`; the entry opens storage in a
// task of its own before the first render, and starts the listeners once the page is idle.
// Anywhere else (tests, a module loaded later) nothing waits.
let deferred = false;
const openers: (() => void)[] = [];
let listening = true;
const changeListeners: ((key: string | null) => void)[] = [];

/** Called first by the entry: start-up reads wait for `openStorage`, listeners for `listenToStorage`. */
export function deferStorage(): void {
  deferred = true;
  listening = false;
}

/** Runs `read` now, or when the entry opens storage (before the first render). */
export function whenStorageOpen(read: () => void): void {
  if (deferred) openers.push(read);
  else read();
}

/** Runs the start-up reads that waited (once; later calls do nothing). */
export function openStorage(): void {
  deferred = false;
  for (const read of openers.splice(0)) read();
}

function dispatchStorageEvent(event: StorageEvent): void {
  for (const listener of changeListeners) listener(event.key);
}

/**
 * Calls `listener` with the key another tab changed (null: it cleared storage, so any key may
 * have changed). Before the entry starts listening, nothing is registered with the browser.
 */
export function onStorageChange(listener: (key: string | null) => void): void {
  if (typeof window === 'undefined') return;
  if (changeListeners.push(listener) === 1 && listening) {
    window.addEventListener('storage', dispatchStorageEvent);
  }
}

/**
 * Starts the `storage` listener the entry deferred. What another tab changed in the meantime
 * was never announced, so every listener first hears null (re-read everything).
 */
export function listenToStorage(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  if (changeListeners.length === 0) return;
  window.addEventListener('storage', dispatchStorageEvent);
  for (const listener of changeListeners) listener(null);
}

/** Reads a stored JSON value; anything missing, unparsable or failing `guard` gives `fallback`. */
export function readStored<T>(
  key: string,
  guard: Guard<T>,
  fallback: T,
  area: StorageArea = 'local',
): T {
  try {
    const raw = getStorage(area)?.getItem(key);
    if (raw == null) return fallback;
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value; returns false when storage is unavailable or full. */
export function writeStored(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  try {
    const storage = getStorage(area);
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    getStorage(area)?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

/** Every key of `area` that starts with `prefix` (a copy: safe to remove while iterating). */
export function storedKeys(prefix: string, area: StorageArea = 'local'): string[] {
  try {
    const storage = getStorage(area);
    if (!storage) return [];
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

// Cookie consent: null while the shopper has not chosen.
export type CookieConsent = 'accepted' | 'declined';

const isConsent: Guard<CookieConsent> = (value): value is CookieConsent =>
  value === 'accepted' || value === 'declined';

export function readCookieConsent(): CookieConsent | null {
  return readStored<CookieConsent | null>(storageKeys.cookieConsent, isConsent, null);
}

export function writeCookieConsent(value: CookieConsent): void {
  writeStored(storageKeys.cookieConsent, value);
}

// Cart: one list per user key (GUEST_KEY while signed out). The item check belongs to the cart.
export function readCart<T>(userKey: string, isItem: Guard<T>): T[] {
  const isList = (value: unknown): value is T[] => Array.isArray(value) && value.every(isItem);
  return readStored(storageKeys.cart(userKey), isList, []);
}

export function writeCart(userKey: string, items: readonly unknown[]): void {
  writeStored(storageKeys.cart(userKey), items);
}
