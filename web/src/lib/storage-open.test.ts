import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from './storage';

// Fresh module state per test: the deferral is the entry's, once per page.
async function freshStorage() {
  vi.resetModules();
  return import('./storage');
}

function storageEvent(key: string | null) {
  return new StorageEvent('storage', { key });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('start-up reads and storage listeners the entry defers', () => {
  it('outside the entry, a read runs at once and a listener registers at once', async () => {
    const storage = await freshStorage();
    const read = vi.fn();
    storage.whenStorageOpen(read);
    expect(read).toHaveBeenCalledTimes(1);

    const heard: (string | null)[] = [];
    storage.onStorageChange((key) => heard.push(key));
    window.dispatchEvent(storageEvent(storageKeys.wishlist));
    expect(heard).toEqual([storageKeys.wishlist]);
  });

  it('deferred, reads wait for openStorage and run once, in order; later ones run at once', async () => {
    const storage = await freshStorage();
    storage.deferStorage();
    const order: string[] = [];
    storage.whenStorageOpen(() => order.push('session'));
    storage.whenStorageOpen(() => order.push('cart'));
    expect(order).toEqual([]);

    storage.openStorage();
    expect(order).toEqual(['session', 'cart']);
    storage.openStorage();
    expect(order).toEqual(['session', 'cart']);

    storage.whenStorageOpen(() => order.push('wishlist'));
    expect(order).toEqual(['session', 'cart', 'wishlist']);
  });

  it('deferred, nothing is registered with the browser until listenToStorage, which says null first', async () => {
    const storage = await freshStorage();
    storage.deferStorage();
    const added = vi.spyOn(window, 'addEventListener');
    const heard: (string | null)[] = [];
    storage.onStorageChange((key) => heard.push(key));
    storage.onStorageChange((key) => heard.push(`second:${String(key)}`));
    window.dispatchEvent(storageEvent(storageKeys.wishlist));
    expect(added.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0);
    expect(heard).toEqual([]);

    storage.listenToStorage();
    // What another tab changed in the meantime was never announced: everyone re-reads.
    expect(heard).toEqual([null, 'second:null']);
    window.dispatchEvent(storageEvent(storageKeys.cookieConsent));
    expect(heard).toEqual([
      null,
      'second:null',
      storageKeys.cookieConsent,
      `second:${storageKeys.cookieConsent}`,
    ]);
    // One browser listener for all of them, and a second start changes nothing.
    storage.listenToStorage();
    expect(added.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    expect(heard).toHaveLength(4);
  });
});
