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
  admin: { pattern: '/admin', to: () => '/admin' },
  adminTickets: { pattern: '/admin/tickets', to: () => '/admin/tickets' },
} as const;
