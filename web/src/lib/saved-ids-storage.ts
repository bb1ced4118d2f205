// The shopper's saved product ids in local storage: the wishlist and the recently viewed. Not
// in lib/storage.ts: only the pages that show them (wishlist, product page, account) need
// them, and that module is in every first load.
import { RECENTLY_VIEWED_LIMIT } from '@/config/site';
import { readStored, storageKeys, writeStored, type Guard } from './storage';

export const isIdList: Guard<string[]> = (value): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' && id.length > 0);

// Wishlist: product ids in the order they were saved.
export function readWishlistIds(): string[] {
  return readStored(storageKeys.wishlist, isIdList, []);
}

export function writeWishlistIds(ids: readonly string[]): void {
  writeStored(storageKeys.wishlist, ids);
}

/** Most recent first, no duplicates, at most `limit` ids. */
export function pushRecent(ids: readonly string[], id: string, limit = RECENTLY_VIEWED_LIMIT) {
  return [id, ...ids.filter((existing) => existing !== id)].slice(0, limit);
}

export function readRecentlyViewed(): string[] {
  return readStored(storageKeys.recentlyViewed, isIdList, []).slice(0, RECENTLY_VIEWED_LIMIT);
}

export function addRecentlyViewed(id: string): string[] {
  const next = pushRecent(readRecentlyViewed(), id);
  writeStored(storageKeys.recentlyViewed, next);
  return next;
}
