import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { GUEST_KEY, storageKeys } from '@/lib/storage';
import { makeProduct } from '@/testing/make-product';
import { cartActions, selectSubtotal } from './cart-actions';
import { selectCount, useCartStore } from './cart-store';

const cart = () => useCartStore.getState();

describe('cart store', () => {
  it('adds a product once and raises the quantity on the next add', () => {
    const toy = makeProduct({ price: 12.5, stock: 10 });
    expect(cartActions.add(toy)).toMatchObject({ added: true, capped: false, stock: 10 });
    cartActions.add(toy);
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]?.qty).toBe(2);
    expect(selectCount(cart())).toBe(2);
    expect(selectSubtotal(cart())).toBe(25);
  });

  it('never holds more than the stock and says so', () => {
    const toy = makeProduct({ stock: 2 });
    cartActions.add(toy);
    cartActions.add(toy);
    expect(cartActions.add(toy)).toEqual({
      added: false,
      capped: true,
      stock: 2,
      note: 'Only 2 left in stock',
    });
    expect(cart().items[0]?.qty).toBe(2);
    expect(cartActions.add(makeProduct({ stock: 3 }), 5)).toMatchObject({
      added: true,
      capped: true,
      stock: 3,
    });
    expect(cart().items[1]?.qty).toBe(3);
  });

  it('refuses a product that is out of stock', () => {
    expect(cartActions.add(makeProduct({ stock: 0 })).added).toBe(false);
    expect(cart().items).toEqual([]);
  });

  it('keeps setQty between 1 and the stock', () => {
    const toy = makeProduct({ stock: 4 });
    cartActions.add(toy);
    cartActions.setQty(toy.id, 0);
    expect(cart().items[0]?.qty).toBe(1);
    cartActions.setQty(toy.id, -5);
    expect(cart().items[0]?.qty).toBe(1);
    cartActions.setQty(toy.id, 9);
    expect(cart().items[0]?.qty).toBe(4);
    cartActions.setQty(toy.id, 3);
    expect(cart().items[0]?.qty).toBe(3);
  });

  it('removes items and sums prices to the cent', () => {
    const a = makeProduct({ price: 0.1 });
    const b = makeProduct({ price: 0.2 });
    cartActions.add(a);
    cartActions.add(b);
    expect(selectSubtotal(cart())).toBe(0.3);
    cartActions.remove(a.id);
    expect(cart().items.map((item) => item.id)).toEqual([b.id]);
  });

  it('never holds more than the per-line maximum, whatever the stock', () => {
    const toy = makeProduct({ stock: 500 });
    expect(cartActions.add(toy, 150)).toEqual({
      added: true,
      capped: true,
      stock: 99,
      note: 'At most 99 per order',
    });
    cartActions.setQty(toy.id, 120);
    expect(cart().items[0]?.qty).toBe(99);
  });

  it('persists items under the guest cart key', () => {
    const toy = makeProduct({ title: 'Saved toy' });
    cartActions.add(toy);
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.cart('guest')) ?? '[]');
    expect(stored).toEqual([expect.objectContaining({ id: toy.id, title: 'Saved toy', qty: 1 })]);
  });
});

const quote = { tax: 0, discount: 2 };

describe('coupon and bonuses', () => {
  beforeEach(() => {
    cartActions.add(makeProduct({ price: 20 }));
  });

  it('applying a coupon turns bonuses off and resets the amount', () => {
    cartActions.setUseBonuses(true);
    cartActions.setBonusAmount(5, 10);
    cartActions.applyCoupon('SAVE10', quote);
    expect(cart()).toMatchObject({
      coupon: 'SAVE10',
      quote,
      useBonuses: false,
      bonusAmount: 0,
    });
  });

  it('turning bonuses on clears the coupon and the quote', () => {
    cartActions.applyCoupon('SAVE10', quote);
    cartActions.setUseBonuses(true);
    expect(cart()).toMatchObject({ coupon: null, quote: null, useBonuses: true });
  });

  it('turning bonuses off resets the amount to 0', () => {
    cartActions.setUseBonuses(true);
    cartActions.setBonusAmount(7.5, 10);
    expect(cart().bonusAmount).toBe(7.5);
    cartActions.setUseBonuses(false);
    expect(cart()).toMatchObject({ useBonuses: false, bonusAmount: 0 });
  });

  it('trims the bonus amount to the balance', () => {
    cartActions.setUseBonuses(true);
    cartActions.setBonusAmount(25, 12.34);
    expect(cart().bonusAmount).toBe(12.34);
  });

  it('a failed quote (dropCoupon) clears coupon and quote', () => {
    cartActions.applyCoupon('SAVE10', quote);
    cartActions.dropCoupon();
    expect(cart()).toMatchObject({ coupon: null, quote: null });
  });

  it('removing the last item and clearing reset coupon, quote and bonuses', () => {
    cartActions.applyCoupon('SAVE10', quote);
    const [item] = cart().items;
    cartActions.remove(item?.id ?? '');
    expect(cart()).toMatchObject({ items: [], coupon: null, quote: null });

    cartActions.add(makeProduct());
    cartActions.setUseBonuses(true);
    cartActions.setBonusAmount(3, 10);
    cartActions.clear();
    expect(cart()).toMatchObject({ items: [], useBonuses: false, bonusAmount: 0 });
  });

  it('opens checkout only for a non-empty cart, closing the drawer', () => {
    cart().openDrawer();
    cartActions.proceedToCheckout();
    expect(cart()).toMatchObject({ drawerOpen: false, checkoutOpen: true });
    cart().closeCheckout();
    cartActions.clear();
    cart().openDrawer();
    cartActions.proceedToCheckout();
    expect(cart()).toMatchObject({ drawerOpen: true, checkoutOpen: false });
  });
});

describe('switchUser', () => {
  it('saves the old cart, loads the other and resets coupon, shipping, quote and bonuses', () => {
    const guestToy = makeProduct({ title: 'Guest toy' });
    cartActions.add(guestToy);
    cartActions.applyCoupon('SAVE10', quote);

    cart().switchUser('ann@example.com');
    expect(cart()).toMatchObject({
      userKey: 'ann@example.com',
      items: [],
      coupon: null,
      shippingId: 'standard',
      quote: null,
      useBonuses: false,
      bonusAmount: 0,
    });
    const annToy = makeProduct({ title: 'Ann toy' });
    cartActions.add(annToy, 2);
    cartActions.setUseBonuses(true);
    cartActions.setBonusAmount(4, 10);

    cart().switchUser(GUEST_KEY);
    expect(cart().items.map((item) => item.title)).toEqual(['Guest toy']);
    expect(cart()).toMatchObject({ coupon: null, useBonuses: false, bonusAmount: 0 });

    cart().switchUser('ann@example.com');
    expect(cart().items).toEqual([expect.objectContaining({ title: 'Ann toy', qty: 2 })]);
    expect(JSON.parse(localStorage.getItem(storageKeys.cart(GUEST_KEY)) ?? '[]')).toEqual([
      expect.objectContaining({ id: guestToy.id }),
    ]);
  });

  it('follows the session: a signed-in e-mail gets its own cart, signing out the guest cart', () => {
    const session = () => useSessionStore.getState();
    const ann = { uid: 'u1', email: 'ann@example.com', name: 'Ann' };
    localStorage.setItem(
      storageKeys.cart('ann@example.com'),
      JSON.stringify([
        { id: 's1', slug: 's1', title: 'Saved toy', price: 5, image: '', qty: 1, stock: 3 },
      ]),
    );
    cartActions.add(makeProduct({ title: 'Guest toy' }));
    cartActions.applyCoupon('SAVE10', quote);

    session().setSession(ann, 'user', true);
    expect(cart().userKey).toBe('ann@example.com');
    expect(cart().items.map((item) => item.title)).toEqual(['Saved toy']);
    expect(cart().coupon).toBeNull();

    // A change that keeps the e-mail (a new name, the role) keeps the cart as it is.
    cartActions.applyCoupon('SAVE10', quote);
    session().setUser({ ...ann, name: 'Ann B.' });
    session().setSession({ ...ann, name: 'Ann B.' }, 'admin', true);
    expect(cart()).toMatchObject({ userKey: 'ann@example.com', coupon: 'SAVE10' });

    session().clearSession();
    expect(cart().userKey).toBe(GUEST_KEY);
    expect(cart().items.map((item) => item.title)).toEqual(['Guest toy']);
  });

  it('when a returning shopper adds a product before their session is restored, then the line moves to their cart', () => {
    const session = () => useSessionStore.getState();
    const bob = { uid: 'u2', email: 'bob@example.com', name: 'Bob' };
    session().clearSession();
    useSessionStore.setState({ ready: false });
    cartActions.add(makeProduct({ id: 'early', title: 'Added early' }));

    session().setSession(bob, 'user', true);
    expect(cart().userKey).toBe('bob@example.com');
    expect(cart().items.map((item) => item.title)).toEqual(['Added early']);
    expect(JSON.parse(localStorage.getItem(storageKeys.cart(GUEST_KEY)) ?? '[]')).toEqual([]);

    // Once the session is known, a later sign-in does not take the guest's lines.
    session().clearSession();
    cartActions.add(makeProduct({ id: 'guest', title: 'Guest only' }));
    session().setSession(bob, 'user', true);
    expect(cart().items.map((item) => item.title)).toEqual(['Added early']);
  });

  it('treats an empty key as the guest', () => {
    cartActions.add(makeProduct({ title: 'Kept' }));
    cart().switchUser('');
    expect(cart().userKey).toBe(GUEST_KEY);
    expect(cart().items).toHaveLength(1);
  });

  it('when a product has a purchase limit below its stock, then add and setQty stop at it', () => {
    const drop = makeProduct({ stock: 40, maxPerOrder: 5, maxPerCustomer: 2 });
    expect(cartActions.add(drop, 4)).toEqual({
      added: true,
      capped: true,
      stock: 2,
      note: 'Limit 2 per customer',
    });
    cartActions.setQty(drop.id, 9);
    expect(cart().items[0]).toMatchObject({ qty: 2, maxPerOrder: 5, maxPerCustomer: 2 });
  });
});
