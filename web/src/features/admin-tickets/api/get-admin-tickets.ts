import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminTicketsResponseSchema, type SupportTicket } from '@contract/support';
import { apiGet } from '@/lib/api-client';

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
    queryKey: ['admin', 'tickets'],
    queryFn: ({ signal }) => getAdminTickets(signal),
  });

export function useAdminTickets() {
  return useQuery(adminTicketsQueryOptions());
}
