import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminDropResponseSchema,
  type AdminDropResponse,
  type DropSettingsRequest,
} from '@contract/raffle';
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
      return queryClient.invalidateQueries({ queryKey: dropKeys.detail(productId) });
    },
  });
}
