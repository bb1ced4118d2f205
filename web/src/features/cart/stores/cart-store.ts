import { create } from 'zustand';
import type { Product } from '@contract/product';
import { cartTotals } from '../cart-totals';
import { GUEST_KEY, readCart, storageKeys, writeCart } from '@/lib/storage';

/**
 * Spec section 3, Cart item; `slug` and `stock` are kept to link back and cap quantities.
 * It lives only in this browser's storage, never on the wire.
 */
export interface CartItem {
  id: string;
  slug: string;
  title: string;
  price: number;
  image: string;
  qty: number;
  stock: number;
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    item.id.length > 0 &&
    typeof item.slug === 'string' &&
    typeof item.title === 'string' &&
    typeof item.image === 'string' &&
    typeof item.price === 'number' &&
    item.price >= 0 &&
    Number.isInteger(item.qty) &&
    (item.qty as number) >= 1 &&
    Number.isInteger(item.stock)
  );
}

export interface AddResult {
  /** False only when nothing could be added (out of stock, or already all of it in the cart). */
  added: boolean;
  /** True when the wanted quantity was more than the stock allows. */
  capped: boolean;
  /** How many the shop has: the most the cart may hold. */
  stock: number;
}

interface CartState {
  userKey: string;
  items: CartItem[];
  drawerOpen: boolean;
  add: (product: Product, qty?: number) => AddResult;
  setQty: (id: string, qty: number) => void;
  remove: (id: string) => void;
  clear: () => void;
  openDrawer: () => void;
  closeDrawer: () => void;
}

function clampQty(qty: number, stock: number): number {
  return Math.max(1, Math.min(Math.floor(qty), Math.max(stock, 1)));
}

export const useCartStore = create<CartState>()((set, get) => ({
  userKey: GUEST_KEY,
  items: readCart(GUEST_KEY, isCartItem),
  drawerOpen: false,

  add: (product, qty = 1) => {
    const { items } = get();
    const existing = items.find((item) => item.id === product.id);
    const current = existing?.qty ?? 0;
    const wanted = current + qty;
    const allowed = Math.min(wanted, product.stock);
    const result: AddResult = {
      added: allowed > current,
      capped: wanted > product.stock,
      stock: Math.max(product.stock, 0),
    };
    if (!result.added) return result;

    const fresh = {
      id: product.id,
      slug: product.slug,
      title: product.title,
      price: product.price,
      image: product.images[0] ?? '',
      stock: product.stock,
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
      items: items.map((item) =>
        item.id === id ? { ...item, qty: clampQty(qty, item.stock) } : item,
      ),
    }));
  },

  remove: (id) => {
    set(({ items }) => ({ items: items.filter((item) => item.id !== id) }));
  },

  clear: () => {
    set({ items: [] });
  },

  openDrawer: () => {
    set({ drawerOpen: true });
  },
  closeDrawer: () => {
    set({ drawerOpen: false });
  },
}));

export const selectCount = (state: Pick<CartState, 'items'>) => cartTotals(state.items).count;

export const selectSubtotal = (state: Pick<CartState, 'items'>) => cartTotals(state.items).subtotal;

// Persist the items of the current user; other tabs pick the change up below.
useCartStore.subscribe((state, previous) => {
  if (state.items !== previous.items) writeCart(state.userKey, state.items);
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const { userKey } = useCartStore.getState();
    if (event.key === storageKeys.cart(userKey)) {
      useCartStore.setState({ items: readCart(userKey, isCartItem) });
    }
  });
}
