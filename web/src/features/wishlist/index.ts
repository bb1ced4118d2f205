// What other features may use from the wishlist.
export { useWishlistStore } from './stores/wishlist-store';
