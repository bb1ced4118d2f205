import { useMemo } from 'react';
import { create } from 'zustand';
import type { Product } from '@contract/product';
import { capNote, maxCartQty } from '@/lib/purchase-limits';
import { useSessionStore } from '@/lib/session-store';
import { cartTotals, clampBonus, type CartQuote } from '../cart-totals';
import { GUEST_KEY, readCart, storageKeys, writeCart } from '@/lib/storage';

/**
 * A cart line (id, title, price, image, qty); `slug`, `stock` and the product's purchase
 * limits are kept to link back and cap quantities. It lives only in this browser's storage,
 * never on the wire.
 */
export interface CartItem {
  id: string;
  slug: string;
  title: string;
  /** The Russian title when the product has one: Russian pages show it (lib/product-text). */
  titleRu?: string;
  price: number;
  image: string;
  qty: number;
  stock: number;
  maxPerOrder?: number;
  maxPerCustomer?: number;
}

const isLimit = (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 1);

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    item.id.length > 0 &&
    typeof item.slug === 'string' &&
    typeof item.title === 'string' &&
    (item.titleRu === undefined || typeof item.titleRu === 'string') &&
    typeof item.image === 'string' &&
    typeof item.price === 'number' &&
    item.price >= 0 &&
    Number.isInteger(item.qty) &&
    (item.qty as number) >= 1 &&
    Number.isInteger(item.stock) &&
    isLimit(item.maxPerOrder) &&
    isLimit(item.maxPerCustomer)
  );
}

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

/** Only standard shipping exists today. */
export type ShippingId = 'standard';

/** Coupon, quote and bonuses: reset together on user switch, on emptying and after an order. */
interface CartAdjustmentState {
  /** The applied coupon code (as the server answered it), or null. */
  coupon: string | null;
  shippingId: ShippingId;
  quote: CartQuote | null;
  useBonuses: boolean;
  bonusAmount: number;
}

interface CartState extends CartAdjustmentState {
  userKey: string;
  items: CartItem[];
  drawerOpen: boolean;
  /** The shipping modal ('Shipping Information') is open. */
  checkoutOpen: boolean;
  add: (product: Product, qty?: number) => AddResult;
  setQty: (id: string, qty: number) => void;
  remove: (id: string) => void;
  /**
   * The current stock by product id (live stock): only each line's `stock` changes, never its
   * quantity; a line above its stock says so and blocks checkout until the shopper fixes it.
   */
  syncStock: (stock: Readonly<Record<string, number>>) => void;
  /** Empties the cart and resets coupon, quote and bonuses (after an order). */
  clear: () => void;
  /** A successful quote for `coupon`: applies it and turns bonuses off. */
  applyCoupon: (coupon: string, quote: CartQuote) => void;
  /** A fresh quote for the coupon already applied (the items changed). */
  setQuote: (quote: CartQuote) => void;
  /** A failed quote, or the shopper removing the coupon: no coupon, no quote. */
  dropCoupon: () => void;
  /** On clears the coupon and quote; off resets the amount to 0. */
  setUseBonuses: (on: boolean) => void;
  /** Trimmed to 0..balance in whole cents. */
  setBonusAmount: (amount: number, balance: number) => void;
  /**
   * Saves this user's cart, loads `userKey`'s and resets coupon, shipping, quote and bonuses.
   * Lines of the `carry` products move along when the next cart lacks them.
   */
  switchUser: (userKey: string, carry?: readonly string[]) => void;
  openDrawer: () => void;
  closeDrawer: () => void;
  /**
   * Closes the drawer and opens the shipping modal; does nothing on an empty cart or while a
   * line holds more than its stock.
   */
  proceedToCheckout: () => void;
  closeCheckout: () => void;
}

const NO_ADJUSTMENTS: CartAdjustmentState = {
  coupon: null,
  shippingId: 'standard',
  quote: null,
  useBonuses: false,
  bonusAmount: 0,
};

function clampQty(qty: number, item: CartItem): number {
  return Math.max(1, Math.min(Math.floor(qty), Math.max(maxCartQty(item), 1)));
}

/** A line holding more than the product's stock (0 when sold out): it cannot be ordered. */
export const isAboveStock = (item: Pick<CartItem, 'qty' | 'stock'>) => item.qty > item.stock;

/** Products added before the session was known (see the session subscription below). */
const addedWhileRestoring = new Set<string>();

export const useCartStore = create<CartState>()((set, get) => ({
  userKey: GUEST_KEY,
  items: readCart(GUEST_KEY, isCartItem),
  ...NO_ADJUSTMENTS,
  drawerOpen: false,
  checkoutOpen: false,

  add: (product, qty = 1) => {
    if (!useSessionStore.getState().ready) addedWhileRestoring.add(product.id);
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

  setQty: (id, qty) => {
    set(({ items }) => ({
      items: items.map((item) => (item.id === id ? { ...item, qty: clampQty(qty, item) } : item)),
    }));
  },

  remove: (id) => {
    const items = get().items.filter((item) => item.id !== id);
    // Nothing left to discount: an empty cart cannot be quoted.
    set(items.length > 0 ? { items } : { items, ...NO_ADJUSTMENTS });
  },

  clear: () => {
    set({ items: [], ...NO_ADJUSTMENTS });
  },

  syncStock: (stock) => {
    const { items } = get();
    const changed = (item: CartItem) =>
      stock[item.id] !== undefined && stock[item.id] !== item.stock;
    if (!items.some(changed)) return;
    set({
      items: items.map((item) => (changed(item) ? { ...item, stock: stock[item.id] ?? 0 } : item)),
    });
  },

  applyCoupon: (coupon, quote) => {
    set({ coupon, quote, useBonuses: false, bonusAmount: 0 });
  },

  setQuote: (quote) => {
    set({ quote });
  },

  dropCoupon: () => {
    set({ coupon: null, quote: null });
  },

  setUseBonuses: (on) => {
    set(
      on ? { useBonuses: true, coupon: null, quote: null } : { useBonuses: false, bonusAmount: 0 },
    );
  },

  setBonusAmount: (amount, balance) => {
    set({ bonusAmount: clampBonus(amount, balance) });
  },

  switchUser: (userKey, carry = []) => {
    const next = userKey || GUEST_KEY;
    const { userKey: current, items } = get();
    if (next === current) return;
    const moving = items.filter((item) => carry.includes(item.id));
    writeCart(
      current,
      items.filter((item) => !moving.includes(item)),
    );
    const loaded = readCart(next, isCartItem);
    const arriving = moving.filter((line) => !loaded.some((item) => item.id === line.id));
    set({ userKey: next, items: [...loaded, ...arriving], ...NO_ADJUSTMENTS });
  },

  openDrawer: () => {
    set({ drawerOpen: true });
  },
  closeDrawer: () => {
    set({ drawerOpen: false });
  },
  proceedToCheckout: () => {
    const { items } = get();
    if (items.length === 0 || items.some(isAboveStock)) return;
    set({ drawerOpen: false, checkoutOpen: true });
  },
  closeCheckout: () => {
    set({ checkoutOpen: false });
  },
}));

export const selectCount = (state: Pick<CartState, 'items'>) => cartTotals(state.items).count;

export const selectSubtotal = (state: Pick<CartState, 'items'>) => cartTotals(state.items).subtotal;

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

// Persist the items of the current user; other tabs pick the change up below.
useCartStore.subscribe((state, previous) => {
  if (state.items !== previous.items) writeCart(state.userKey, state.items);
});

// The cart follows the session: each signed-in e-mail has a cart of its own, and signing out
// goes back to the guest's (switchUser saves the one left and ignores a key it already has).
// Lines added while a returning shopper's session was still being restored (the first moments
// of a page load) are that shopper's: they move to their cart instead of staying the guest's.
useSessionStore.subscribe(({ user, ready }) => {
  const carry = user ? [...addedWhileRestoring] : [];
  useCartStore.getState().switchUser(user?.email || GUEST_KEY, carry);
  if (ready) addedWhileRestoring.clear();
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const { userKey } = useCartStore.getState();
    if (event.key === storageKeys.cart(userKey)) {
      useCartStore.setState({ items: readCart(userKey, isCartItem) });
    }
  });
}
