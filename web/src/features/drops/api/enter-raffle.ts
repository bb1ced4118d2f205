import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EntryResponseSchema, type EntryRequest, type EntryResponse } from '@contract/raffle';
import { withChallenge } from '@/features/challenge';
import { pageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';
import { dropKeys } from './drop-keys';

/** POST /api/drops/{productId}/entries with a solved browser check (`X-Altcha`). */
export const enterRaffle = (productId: string): Promise<EntryResponse> =>
  withChallenge([productId], (headers) =>
    apiSend(
      'POST',
      `/drops/${encodeURIComponent(productId)}/entries`,
      { locale: pageLocale() } satisfies EntryRequest,
      EntryResponseSchema,
      {
        fallbackMessage: m.product_raffle_entry_error(),
        headers,
      },
    ),
  );

export function useEnterRaffle(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enterRaffle(productId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dropKeys.detail(productId) }),
  });
}
