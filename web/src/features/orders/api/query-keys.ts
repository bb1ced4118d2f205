const all = ['orders'] as const;

/** Keyed by user as well: a cached order never outlives the account that loaded it. */
export const ordersKeys = {
  all,
  mine: (uid: string | null) => [...all, 'mine', uid] as const,
  detail: (id: string, uid: string | null) => [...all, 'detail', id, uid] as const,
};
