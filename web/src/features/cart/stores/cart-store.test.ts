import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { makeProduct } from '@/testing/make-product';
import { selectCount, selectSubtotal, useCartStore } from './cart-store';

const cart = () => useCartStore.getState();

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [], drawerOpen: false });
});

describe('cart store', () => {
  it('adds a product once and raises the quantity on the next add', () => {
    const toy = makeProduct({ price: 12.5, stock: 10 });
    expect(cart().add(toy)).toEqual({ added: true, capped: false, stock: 10 });
    cart().add(toy);
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]?.qty).toBe(2);
    expect(selectCount(cart())).toBe(2);
    expect(selectSubtotal(cart())).toBe(25);
  });

  it('never holds more than the stock and says so', () => {
    const toy = makeProduct({ stock: 2 });
    cart().add(toy);
    cart().add(toy);
    expect(cart().add(toy)).toEqual({ added: false, capped: true, stock: 2 });
    expect(cart().items[0]?.qty).toBe(2);
    expect(cart().add(makeProduct({ stock: 3 }), 5)).toEqual({
      added: true,
      capped: true,
      stock: 3,
    });
    expect(cart().items[1]?.qty).toBe(3);
  });

  it('refuses a product that is out of stock', () => {
    expect(cart().add(makeProduct({ stock: 0 })).added).toBe(false);
    expect(cart().items).toEqual([]);
  });

  it('keeps setQty between 1 and the stock', () => {
    const toy = makeProduct({ stock: 4 });
    cart().add(toy);
    cart().setQty(toy.id, 0);
    expect(cart().items[0]?.qty).toBe(1);
    cart().setQty(toy.id, -5);
    expect(cart().items[0]?.qty).toBe(1);
    cart().setQty(toy.id, 9);
    expect(cart().items[0]?.qty).toBe(4);
    cart().setQty(toy.id, 3);
    expect(cart().items[0]?.qty).toBe(3);
  });

  it('removes items and sums prices to the cent', () => {
    const a = makeProduct({ price: 0.1 });
    const b = makeProduct({ price: 0.2 });
    cart().add(a);
    cart().add(b);
    expect(selectSubtotal(cart())).toBe(0.3);
    cart().remove(a.id);
    expect(cart().items.map((item) => item.id)).toEqual([b.id]);
  });

  it('persists items under the guest cart key', () => {
    const toy = makeProduct({ title: 'Saved toy' });
    cart().add(toy);
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.cart('guest')) ?? '[]');
    expect(stored).toEqual([expect.objectContaining({ id: toy.id, title: 'Saved toy', qty: 1 })]);
  });
});
