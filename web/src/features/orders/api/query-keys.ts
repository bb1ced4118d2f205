const all = ['orders'] as const;

/** Keyed by user as well: a cached order never outlives the account that loaded it. */
export const ordersKeys = {
  all,
  mine: (uid: string | null) => [...all, 'mine', uid] as const,
  /** The list a page at a time (under `mine`, so invalidating `mine` covers it). */
  minePages: (uid: string | null) => [...all, 'mine', uid, 'pages'] as const,
  detail: (id: string, uid: string | null) => [...all, 'detail', id, uid] as const,
};
