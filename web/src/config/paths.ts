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
} as const;
