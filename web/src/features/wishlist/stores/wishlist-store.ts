import { create } from 'zustand';
import { readWishlistIds, writeWishlistIds } from '@/lib/saved-ids-storage';
import { onStorageChange, storageKeys, whenStorageOpen } from '@/lib/storage';

interface WishlistState {
  /** Product ids in the order they were saved. */
  ids: string[];
  toggle: (id: string) => boolean;
  remove: (id: string) => void;
}

export const useWishlistStore = create<WishlistState>()((set, get) => ({
  // The saved ids arrive when storage opens (below): at once, or before the first render.
  ids: [],
  /** Returns true when the product is saved afterwards. */
  toggle: (id) => {
    const saved = get().ids.includes(id);
    set(({ ids }) => ({ ids: saved ? ids.filter((x) => x !== id) : [...ids, id] }));
    return !saved;
  },
  remove: (id) => {
    set(({ ids }) => ({ ids: ids.filter((x) => x !== id) }));
  },
}));

whenStorageOpen(() => {
  useWishlistStore.setState({ ids: readWishlistIds() });
  useWishlistStore.subscribe((state, previous) => {
    if (state.ids !== previous.ids) writeWishlistIds(state.ids);
  });
});

onStorageChange((key) => {
  if (key === null || key === storageKeys.wishlist) {
    useWishlistStore.setState({ ids: readWishlistIds() });
  }
});
