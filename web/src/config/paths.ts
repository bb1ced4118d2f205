// The only place routes are spelled. `pattern` is for the router, `to()` for links.

export const paths = {
  home: { pattern: '/', to: () => '/' },
  catalog: { pattern: '/catalog', to: () => '/catalog' },
  product: {
    pattern: '/p/:slug',
    to: (slug: string) => `/p/${encodeURIComponent(slug)}`,
  },
  wishlist: { pattern: '/wishlist', to: () => '/wishlist' },
  tracking: { pattern: '/tracking', to: () => '/tracking' },
  privacy: { pattern: '/privacy', to: () => '/privacy' },
  reviews: { pattern: '/reviews', to: () => '/reviews' },
  support: { pattern: '/support', to: () => '/support' },
  signIn: { pattern: '/account', to: () => '/account' },
  register: { pattern: '/account', to: () => '/account#register' },
  /** The account area; `tab` opens one of its tabs (`/profile?tab=orders`). */
  profile: {
    pattern: '/profile',
    to: (tab?: string) => (tab ? `/profile?tab=${encodeURIComponent(tab)}` : '/profile'),
  },
  orders: { pattern: '/orders', to: () => '/orders' },
  order: {
    pattern: '/order/:id',
    to: (id: string) => `/order/${encodeURIComponent(id)}`,
  },
  referrals: { pattern: '/referrals', to: () => '/referrals' },
  /**
   * The page an order's confirmation e-mail links to, token in the fragment (the contract's
   * `CONFIRM_ORDER_PATH` and `confirmOrderLink`, spelled here to keep zod out of the first load).
   */
  confirmOrder: { pattern: '/confirm-order', to: () => '/confirm-order' },
  /**
   * The page a back-in-stock request's confirmation e-mail links to, token in the fragment
   * (the contract's `CONFIRM_STOCK_ALERT_PATH`, spelled here to keep zod out of the first load).
   */
  confirmStockAlert: { pattern: '/notify-me/confirm', to: () => '/notify-me/confirm' },
  admin: { pattern: '/admin', to: () => '/admin' },
  adminTickets: { pattern: '/admin/tickets', to: () => '/admin/tickets' },
} as const;
