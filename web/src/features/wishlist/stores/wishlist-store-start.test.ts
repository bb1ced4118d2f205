import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';

/** The store as the entry loads it: storage deferred before the store is evaluated. */
async function deferredWishlist() {
  vi.resetModules();
  const storage = await import('@/lib/storage');
  storage.deferStorage();
  const { useWishlistStore } = await import('./wishlist-store');
  return { storage, useWishlistStore };
}

describe('the wishlist store when the entry defers storage', () => {
  it('loads the saved ids when storage opens, saves changes, and follows other tabs once listening', async () => {
    localStorage.setItem(storageKeys.wishlist, JSON.stringify(['p9']));
    const { storage, useWishlistStore } = await deferredWishlist();
    expect(useWishlistStore.getState().ids).toEqual([]);
    storage.openStorage();
    expect(useWishlistStore.getState().ids).toEqual(['p9']);

    useWishlistStore.getState().toggle('p1');
    expect(JSON.parse(localStorage.getItem(storageKeys.wishlist) ?? '[]')).toEqual(['p9', 'p1']);

    // Another tab's change before this one listens was never announced.
    localStorage.setItem(storageKeys.wishlist, JSON.stringify(['p7']));
    expect(useWishlistStore.getState().ids).toEqual(['p9', 'p1']);
    storage.listenToStorage();
    expect(useWishlistStore.getState().ids).toEqual(['p7']);

    localStorage.setItem(storageKeys.wishlist, JSON.stringify(['p7', 'p8']));
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.wishlist }));
    expect(useWishlistStore.getState().ids).toEqual(['p7', 'p8']);
  });
});
