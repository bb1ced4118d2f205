const all = ['products'] as const;

/** The catalogue's query keys: everything about products sits under `['products']`. */
export const catalogKeys = {
  all,
  list: [...all, 'list'] as const,
  detail: (slug: string) => [...all, 'detail', slug] as const,
};
