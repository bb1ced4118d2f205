// What changes the cart's lines and adjustments, and its totals: loaded with the pages and parts
// that use them (the product page, the drawer, the checkout), not with the shell, which needs only
// the count, the drawer's flag and the session switch (cart-store.ts). Actions outside the store
// are zustand's own pattern for code splitting.
import { useMemo } from 'react';
import type { Product } from '@contract/product';
import { capNote, maxCartQty } from '@/lib/purchase-limits';
import { cartTotals, clampBonus, type CartQuote } from '../cart-totals';
import { NO_ADJUSTMENTS, trackEarlyAdd, useCartStore, type CartItem } from './cart-store';

export interface AddResult {
  /** False only when nothing could be added (out of stock, or already all of it in the cart). */
  added: boolean;
  /** True when the wanted quantity was more than the stock or a purchase limit allows. */
  capped: boolean;
  /** The most the cart may hold: the stock, the per-line maximum and the product's limits. */
  stock: number;
  /** Why no more fits, e.g. "Only 2 left in stock" or "Limit 2 per order". */
  note: string;
}

const { getState: get, setState: set } = useCartStore;

function clampQty(qty: number, item: CartItem): number {
  return Math.max(1, Math.min(Math.floor(qty), Math.max(maxCartQty(item), 1)));
}

/** A line holding more than the product's stock (0 when sold out): it cannot be ordered. */
export const isAboveStock = (item: Pick<CartItem, 'qty' | 'stock'>) => item.qty > item.stock;

export const cartActions = {
  add: (product: Product, qty = 1): AddResult => {
    trackEarlyAdd(product.id);
    const { items } = get();
    const existing = items.find((item) => item.id === product.id);
    const current = existing?.qty ?? 0;
    const wanted = current + qty;
    const limit = maxCartQty(product);
    const allowed = Math.min(wanted, limit);
    const result: AddResult = {
      added: allowed > current,
      capped: wanted > limit,
      stock: limit,
      note: capNote(product),
    };
    if (!result.added) return result;

    const fresh = {
      id: product.id,
      slug: product.slug,
      title: product.title,
      ...(product.titleRu ? { titleRu: product.titleRu } : {}),
      price: product.price,
      image: product.images[0] ?? '',
      stock: product.stock,
      ...(product.maxPerOrder ? { maxPerOrder: product.maxPerOrder } : {}),
      ...(product.maxPerCustomer ? { maxPerCustomer: product.maxPerCustomer } : {}),
      qty: allowed,
    };
    set({
      items: existing
        ? items.map((item) => (item.id === product.id ? fresh : item))
        : [...items, fresh],
    });
    return result;
  },

  setQty: (id: string, qty: number) => {
    set(({ items }) => ({
      items: items.map((item) => (item.id === id ? { ...item, qty: clampQty(qty, item) } : item)),
    }));
  },

  remove: (id: string) => {
    const items = get().items.filter((item) => item.id !== id);
    // Nothing left to discount: an empty cart cannot be quoted.
    set(items.length > 0 ? { items } : { items, ...NO_ADJUSTMENTS });
  },

  /** Empties the cart and resets coupon, quote and bonuses (after an order). */
  clear: () => {
    set({ items: [], ...NO_ADJUSTMENTS });
  },

  /**
   * The current stock by product id (live stock): only each line's `stock` changes, never its
   * quantity; a line above its stock says so and blocks checkout until the shopper fixes it.
   */
  syncStock: (stock: Readonly<Record<string, number>>) => {
    const { items } = get();
    const changed = (item: CartItem) =>
      stock[item.id] !== undefined && stock[item.id] !== item.stock;
    if (!items.some(changed)) return;
    set({
      items: items.map((item) => (changed(item) ? { ...item, stock: stock[item.id] ?? 0 } : item)),
    });
  },

  /** A successful quote for `coupon`: applies it and turns bonuses off. */
  applyCoupon: (coupon: string, quote: CartQuote) => {
    set({ coupon, quote, useBonuses: false, bonusAmount: 0 });
  },

  /** A fresh quote for the coupon already applied (the items changed). */
  setQuote: (quote: CartQuote) => {
    set({ quote });
  },

  /** A failed quote, or the shopper removing the coupon: no coupon, no quote. */
  dropCoupon: () => {
    set({ coupon: null, quote: null });
  },

  /** On clears the coupon and quote; off resets the amount to 0. */
  setUseBonuses: (on: boolean) => {
    set(
      on ? { useBonuses: true, coupon: null, quote: null } : { useBonuses: false, bonusAmount: 0 },
    );
  },

  /** Trimmed to 0..balance in whole cents. */
  setBonusAmount: (amount: number, balance: number) => {
    set({ bonusAmount: clampBonus(amount, balance) });
  },

  /**
   * Closes the drawer and opens the shipping modal; does nothing on an empty cart or while a
   * line holds more than its stock.
   */
  proceedToCheckout: () => {
    const { items } = get();
    if (items.length === 0 || items.some(isAboveStock)) return;
    set({ drawerOpen: false, checkoutOpen: true });
  },
};

export const selectSubtotal = (state: { items: readonly CartItem[] }) =>
  cartTotals(state.items).subtotal;

/** Subtotal, shipping, tax, discount, bonus discount, total and count, kept in step. */
export function useCartTotals() {
  const items = useCartStore((state) => state.items);
  const quote = useCartStore((state) => state.quote);
  const useBonuses = useCartStore((state) => state.useBonuses);
  const bonusAmount = useCartStore((state) => state.bonusAmount);
  return useMemo(
    () => cartTotals(items, { quote, useBonuses, bonusAmount }),
    [items, quote, useBonuses, bonusAmount],
  );
}
