import { describe, expect, it, vi } from 'vitest';
import {
  addRecentlyViewed,
  pushRecent,
  readRecentlyViewed,
  readWishlistIds,
  writeWishlistIds,
} from './saved-ids-storage';
import {
  readCart,
  readCookieConsent,
  storageKeys,
  STORAGE_PREFIX,
  writeCookieConsent,
} from './storage';

describe('storage keys', () => {
  it('share one prefix and differ per store', () => {
    const keys = [
      storageKeys.wishlist,
      storageKeys.recentlyViewed,
      storageKeys.cookieConsent,
      storageKeys.cart('guest'),
      storageKeys.cart('ann@example.com'),
      storageKeys.checkoutDraft('guest'),
      storageKeys.checkoutDraft('ann@example.com'),
      storageKeys.checkoutPassport('guest'),
      storageKeys.checkoutPassport('ann@example.com'),
    ];
    expect(keys.every((key) => key.startsWith(STORAGE_PREFIX))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(storageKeys.cart('')).toBe(storageKeys.cart('guest'));
    expect(storageKeys.checkoutDraft('')).toBe(storageKeys.checkoutDraft('guest'));
  });
});

describe('recently viewed', () => {
  it('puts the latest first and removes the earlier copy', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(pushRecent([], 'a')).toEqual(['a']);
  });

  it('keeps only the last 12', () => {
    let ids: string[] = [];
    for (let i = 1; i <= 15; i++) ids = pushRecent(ids, `p${i}`);
    expect(ids).toHaveLength(12);
    expect(ids[0]).toBe('p15');
    expect(ids.at(-1)).toBe('p4');
  });

  it('persists through storage', () => {
    addRecentlyViewed('a');
    addRecentlyViewed('b');
    addRecentlyViewed('a');
    expect(readRecentlyViewed()).toEqual(['a', 'b']);
    expect(JSON.parse(localStorage.getItem(storageKeys.recentlyViewed) ?? '')).toEqual(['a', 'b']);
  });
});

describe('safe reads', () => {
  it('falls back on broken JSON and foreign shapes', () => {
    localStorage.setItem(storageKeys.wishlist, '{not json');
    expect(readWishlistIds()).toEqual([]);
    localStorage.setItem(storageKeys.wishlist, JSON.stringify({ ids: ['a'] }));
    expect(readWishlistIds()).toEqual([]);
    localStorage.setItem(storageKeys.cookieConsent, JSON.stringify('maybe'));
    expect(readCookieConsent()).toBeNull();
    localStorage.setItem(storageKeys.cart('guest'), JSON.stringify([{ id: 1 }]));
    expect(
      readCart('guest', (v): v is { id: string } => typeof (v as { id?: unknown }).id === 'string'),
    ).toEqual([]);
  });

  it('survives storage that throws', () => {
    // happy-dom's storage does not go through Storage.prototype: a throwing one stands in for
    // the page's, and the test sees it was asked.
    const throwing = {
      getItem: vi.fn(() => {
        throw new Error('SecurityError');
      }),
      setItem: vi.fn(() => {
        throw new Error('QuotaExceededError');
      }),
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(throwing as unknown as Storage);
    expect(readWishlistIds()).toEqual([]);
    expect(throwing.getItem).toHaveBeenCalled();
    expect(() => {
      writeWishlistIds(['a']);
    }).not.toThrow();
    expect(throwing.setItem).toHaveBeenCalled();
  });

  it('round-trips wishlist ids and consent', () => {
    writeWishlistIds(['b', 'a']);
    expect(readWishlistIds()).toEqual(['b', 'a']);
    expect(readCookieConsent()).toBeNull();
    writeCookieConsent('declined');
    expect(readCookieConsent()).toBe('declined');
  });
});
