import { catalogKeys } from '@/features/catalog';

/** Under the catalogue's prefix, so any product change refreshes the admin list too. */
export const adminProductsKeys = {
  list: [...catalogKeys.all, 'admin-list'] as const,
};
