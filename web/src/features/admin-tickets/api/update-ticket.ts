import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminTicketResponseSchema,
  type SupportTicket,
  type TicketPatchRequest,
} from '@contract/support';
import { apiSend } from '@/lib/api-client';
import { adminLogsKeys } from '@/features/admin-logs';
import { adminTicketsKeys } from './query-keys';

/**
 * PATCH /api/admin/support-tickets/{id}: Respond, a written response, or Close. A
 * transition the ticket's state does not allow is a 409 with the server's reason.
 */
export async function updateTicket(id: string, patch: TicketPatchRequest): Promise<SupportTicket> {
  const { item } = await apiSend(
    'PATCH',
    `/admin/support-tickets/${encodeURIComponent(id)}`,
    patch,
    AdminTicketResponseSchema,
    { fallbackMessage: 'Update ticket error' },
  );
  return item;
}

/** The answer replaces the ticket in the list at once; the list and the log then refetch. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TicketPatchRequest }) =>
      updateTicket(id, patch),
    onSuccess: (ticket) => {
      queryClient.setQueryData<SupportTicket[]>(adminTicketsKeys.all, (list) =>
        list?.map((item) => (item.id === ticket.id ? ticket : item)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTicketsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminLogsKeys.all }),
      ]);
    },
  });
}
