import { describe, expect, it, vi } from 'vitest';
import { GUEST_KEY, storageKeys } from '@/lib/storage';
import { makeProduct } from '@/testing/make-product';

const savedLine = {
  id: 'p1',
  slug: 'robot',
  title: 'Robot',
  price: 10,
  image: '/robot.png',
  qty: 2,
  stock: 5,
};

/** The stores as the entry loads them: storage deferred before any of them is evaluated. */
async function deferredStores() {
  vi.resetModules();
  const storage = await import('@/lib/storage');
  storage.deferStorage();
  const [{ useCartStore }, { cartActions }, { useSessionStore }] = await Promise.all([
    import('./cart-store'),
    import('./cart-actions'),
    import('@/lib/session-store'),
  ]);
  return { storage, useCartStore, cartActions, useSessionStore };
}

describe('the cart and session stores when the entry defers storage', () => {
  it('load the saved cart and session flag when storage opens, without writing them back', async () => {
    localStorage.setItem(storageKeys.cart(GUEST_KEY), JSON.stringify([savedLine]));
    localStorage.setItem('toystore:session-uid', JSON.stringify('uid-1'));
    const stores = await deferredStores();
    expect(stores.useCartStore.getState().items).toEqual([]);
    expect(stores.useSessionStore.getState().ready).toBe(true);

    // happy-dom's storage does not go through Storage.prototype: a recording one stands in.
    const real = window.localStorage;
    const written: string[] = [];
    const recording = {
      getItem: (key: string) => real.getItem(key),
      setItem: (key: string) => written.push(key),
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(recording as unknown as Storage);
    stores.storage.openStorage();
    expect(stores.useCartStore.getState().items).toEqual([savedLine]);
    // A returning user's session is being restored: pages that need an account wait.
    expect(stores.useSessionStore.getState().ready).toBe(false);
    expect(written).toEqual([]);
    vi.restoreAllMocks();
  });

  it('persist what changes after storage opens, and pick up other tabs once listening', async () => {
    const stores = await deferredStores();
    stores.storage.openStorage();
    stores.cartActions.add(makeProduct({ id: 'p2', stock: 3 }));
    const saved: unknown = JSON.parse(localStorage.getItem(storageKeys.cart(GUEST_KEY)) ?? '[]');
    expect(saved).toMatchObject([{ id: 'p2', qty: 1 }]);

    // Another tab saves a different cart before this one listens: it was never announced.
    localStorage.setItem(storageKeys.cart(GUEST_KEY), JSON.stringify([savedLine]));
    expect(stores.useCartStore.getState().items).toMatchObject([{ id: 'p2' }]);
    stores.storage.listenToStorage();
    expect(stores.useCartStore.getState().items).toEqual([savedLine]);

    // From then on, the other tab's change is announced with its key; other keys are ignored.
    localStorage.setItem(storageKeys.cart(GUEST_KEY), JSON.stringify([{ ...savedLine, qty: 4 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.wishlist }));
    expect(stores.useCartStore.getState().items[0]?.qty).toBe(2);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.cart(GUEST_KEY) }));
    expect(stores.useCartStore.getState().items[0]?.qty).toBe(4);
  });
});
