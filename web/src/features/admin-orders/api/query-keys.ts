const all = ['admin', 'orders'] as const;

/** Which orders a paged list holds: all, or those still waiting for a tracking code. */
export type AdminOrdersFilter = 'all' | 'without-tracking';

export const adminOrdersKeys = {
  all,
  /** Every list: changes invalidate this prefix. */
  list: [...all, 'list'] as const,
  pages: (filter: AdminOrdersFilter) => [...all, 'list', 'pages', filter] as const,
  /** The pages of one search (`?q=`): under `list`, so changes make searches stale too. */
  search: (q: string) => [...all, 'list', 'search', q] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};
