// What other features may use from the wishlist: the ids saved on this device. The pages that
// show the saved products (wishlist + catalogue) are composed in app/routes.
export { useWishlistStore } from './stores/wishlist-store';
