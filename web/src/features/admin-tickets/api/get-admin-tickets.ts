import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminTicketsResponseSchema, type SupportTicket } from '@contract/support';
import { apiGet } from '@/lib/api-client';
import { adminTicketsKeys } from './query-keys';

/** GET /api/admin/support-tickets: every ticket, newest first. */
export async function getAdminTickets(signal?: AbortSignal): Promise<SupportTicket[]> {
  const { items } = await apiGet('/admin/support-tickets', AdminTicketsResponseSchema, {
    fallbackMessage: 'Tickets error',
    signal,
  });
  return items;
}

export const adminTicketsQueryOptions = () =>
  queryOptions({
    queryKey: adminTicketsKeys.all,
    queryFn: ({ signal }) => getAdminTickets(signal),
  });

export function useAdminTickets() {
  return useQuery(adminTicketsQueryOptions());
}
