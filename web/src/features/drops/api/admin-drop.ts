import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminDropResponseSchema,
  type AdminDropResponse,
  type DropSettingsRequest,
} from '@contract/raffle';
import type { Product } from '@contract/product';
import { catalogKeys } from '@/features/catalog';
import { apiGet, apiSend } from '@/lib/api-client';
import { dropKeys } from './drop-keys';

const path = (productId: string) => `/admin/drops/${encodeURIComponent(productId)}`;

export const adminDropQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: dropKeys.admin(productId),
    queryFn: ({ signal }): Promise<AdminDropResponse> =>
      apiGet(path(productId), AdminDropResponseSchema, { fallbackMessage: 'Drop error', signal }),
  });

export const useAdminDrop = (productId: string) => useQuery(adminDropQueryOptions(productId));

/** A cached product answer (one product, or the list) with that product's flag set or cleared. */
export function withRaffleFlag<T extends Product | Product[] | undefined>(
  data: T,
  productId: string,
  raffle: boolean,
): T {
  const flagged = (product: Product): Product => {
    if (product.id !== productId) return product;
    const copy: Product = { ...product, raffle: true };
    if (!raffle) delete copy.raffle;
    return copy;
  };
  if (Array.isArray(data)) return data.map(flagged) as T;
  return (data ? flagged(data) : data) as T;
}

/** PUT /api/admin/drops/{productId}: first come, or a raffle with its times. */
export function useSaveDropSettings(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DropSettingsRequest) =>
      apiSend('PUT', path(productId), settings, AdminDropResponseSchema, {
        fallbackMessage: 'Save drop error',
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(dropKeys.admin(productId), answer);
      // The product's answer carries the flag (the server set it with the raffle): the page
      // shows or drops the shoppers' raffle panel at once, without a reread past HTTP caches.
      const raffle = answer.drop.mode === 'raffle';
      queryClient.setQueriesData<Product | Product[]>({ queryKey: catalogKeys.all }, (data) =>
        withRaffleFlag(data, productId, raffle),
      );
      return queryClient.invalidateQueries({ queryKey: dropKeys.detail(productId) });
    },
  });
}
