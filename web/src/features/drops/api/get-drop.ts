import { queryOptions, useQuery } from '@tanstack/react-query';
import { DropStateResponseSchema, type DropStateResponse } from '@contract/raffle';
import { m } from '@/i18n/messages';
import { apiGet } from '@/lib/api-client';
import { dropKeys } from './drop-keys';

/** How often an open drop page asks again: a raffle moves on by the clock (and by others). */
export const DROP_POLL_MS = 5_000;

export const getDrop = (productId: string, signal?: AbortSignal): Promise<DropStateResponse> =>
  apiGet(`/drops/${encodeURIComponent(productId)}`, DropStateResponseSchema, {
    fallbackMessage: m.product_raffle_load_error(),
    signal,
  });

export const dropQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: dropKeys.detail(productId),
    queryFn: ({ signal }) => getDrop(productId, signal),
  });

/** The product's drop, polled until its raffle has finished. */
export function useDrop(productId: string | null) {
  return useQuery({
    ...dropQueryOptions(productId ?? ''),
    enabled: productId !== null,
    refetchInterval: (query) => {
      const drop = query.state.data?.drop;
      return drop?.mode === 'raffle' && drop.state !== 'finished' ? DROP_POLL_MS : false;
    },
  });
}
