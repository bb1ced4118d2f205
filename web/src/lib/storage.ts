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
