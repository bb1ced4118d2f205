import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Product } from '@contract/product';
import { useLiveStock } from '@/lib/live-stock';
import { cartActions } from '@/features/cart';
import { catalogKeys } from './api/query-keys';

const withStock = (product: Product, stock: number) =>
  product.stock === stock ? product : { ...product, stock };

/**
 * The product as an open product page shows it: its stock follows the live-stock poll (the
 * product answer itself may be a CDN copy minutes old). The current stock is also written into
 * the cached product, the cached list and the cart, so everything that reads them agrees.
 */
export function useLiveProductStock(product: Product, { enabled = true } = {}): Product {
  const queryClient = useQueryClient();
  const { data } = useLiveStock([product.id], { enabled });
  const live = data?.[product.id];

  // Also when the product was fetched again (`product.stock`): its copy may be older.
  useEffect(() => {
    if (live === undefined) return;
    queryClient.setQueryData<Product>(
      catalogKeys.detail(product.slug),
      (cached) => cached && withStock(cached, live),
    );
    queryClient.setQueryData<Product[]>(catalogKeys.list, (list) =>
      list?.some((item) => item.id === product.id && item.stock !== live)
        ? list.map((item) => (item.id === product.id ? withStock(item, live) : item))
        : list,
    );
    cartActions.syncStock({ [product.id]: live });
  }, [live, product.id, product.slug, product.stock, queryClient]);

  return live === undefined ? product : withStock(product, live);
}
