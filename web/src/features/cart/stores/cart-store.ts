// The cart's state and what the shell needs of it (the count, the drawer's flag, the session
// switch, storage); what changes lines and adjustments loads with its users (cart-actions.ts).
import { create } from 'zustand';
import { useSessionStore } from '@/lib/session-store';
import type { CartQuote } from '../cart-totals';
import {
  GUEST_KEY,
  onStorageChange,
  readCart,
  storageKeys,
  whenStorageOpen,
  writeCart,
} from '@/lib/storage';

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
  /**
   * Saves this user's cart, loads `userKey`'s and resets coupon, shipping, quote and bonuses.
   * Lines of the `carry` products move along when the next cart lacks them.
   */
  switchUser: (userKey: string, carry?: readonly string[]) => void;
  openDrawer: () => void;
  closeDrawer: () => void;
  closeCheckout: () => void;
}

export const NO_ADJUSTMENTS: CartAdjustmentState = {
  coupon: null,
  shippingId: 'standard',
  quote: null,
  useBonuses: false,
  bonusAmount: 0,
};

/** Products added before the session was known (see the session subscription below). */
const addedWhileRestoring = new Set<string>();

/** Every add tells the cart, so a line added before the session is known moves with it. */
export function trackEarlyAdd(productId: string): void {
  if (!useSessionStore.getState().ready) addedWhileRestoring.add(productId);
}

export const useCartStore = create<CartState>()((set, get) => ({
  userKey: GUEST_KEY,
  // The saved lines arrive when storage opens (below): at once, or before the first render.
  items: [],
  ...NO_ADJUSTMENTS,
  drawerOpen: false,
  checkoutOpen: false,

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
  closeCheckout: () => {
    set({ checkoutOpen: false });
  },
}));

/** The badge's figure: the pieces in the cart (cart-totals' `count`, without its money math). */
export const selectCount = (state: Pick<CartState, 'items'>) =>
  state.items.reduce((sum, item) => sum + item.qty, 0);

// The guest's saved lines; from then on, persist the items of the current user (other tabs
// pick the change up below). Not written back when loaded.
whenStorageOpen(() => {
  const { userKey } = useCartStore.getState();
  useCartStore.setState({ items: readCart(userKey, isCartItem) });
  useCartStore.subscribe((state, previous) => {
    if (state.items !== previous.items) writeCart(state.userKey, state.items);
  });
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

onStorageChange((key) => {
  const { userKey } = useCartStore.getState();
  if (key === null || key === storageKeys.cart(userKey)) {
    useCartStore.setState({ items: readCart(userKey, isCartItem) });
  }
});
