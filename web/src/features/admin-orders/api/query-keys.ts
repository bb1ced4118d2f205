const all = ['admin', 'orders'] as const;

export const adminOrdersKeys = {
  all,
  list: [...all, 'list'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};
