import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EntryResponseSchema, type EntryResponse } from '@contract/raffle';
import { withChallenge } from '@/features/challenge';
import { apiSend } from '@/lib/api-client';
import { dropKeys } from './drop-keys';

/** POST /api/drops/{productId}/entries with a solved browser check (`X-Altcha`). */
export const enterRaffle = (productId: string): Promise<EntryResponse> =>
  withChallenge([productId], (headers) =>
    apiSend(
      'POST',
      `/drops/${encodeURIComponent(productId)}/entries`,
      undefined,
      EntryResponseSchema,
      {
        fallbackMessage: 'Entry error',
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
