const all = ['drops'] as const;

/** The drops feature's query keys: a product's drop state, and its admin view. */
export const dropKeys = {
  all,
  detail: (productId: string) => [...all, 'detail', productId] as const,
  admin: (productId: string) => [...all, 'admin', productId] as const,
};
