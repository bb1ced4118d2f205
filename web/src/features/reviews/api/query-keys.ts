const all = ['reviews'] as const;

/** Keyed by viewer (uid, or null for a guest): each answer carries that viewer's votes. */
export const reviewsKeys = {
  all,
  list: (uid: string | null) => [...all, 'list', uid] as const,
};
