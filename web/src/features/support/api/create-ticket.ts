import { useMutation } from '@tanstack/react-query';
import { TicketCreatedResponseSchema, type TicketCreateRequest } from '@contract/support';
import { m } from '@/i18n/messages';
import { apiSend } from '@/lib/api-client';

/** POST /api/support/tickets (anyone): answers the new ticket's id; it starts `open`. */
export async function createTicket(ticket: TicketCreateRequest): Promise<{ id: string }> {
  return apiSend('POST', '/support/tickets', ticket, TicketCreatedResponseSchema, {
    fallbackMessage: m.pages_send_error(),
  });
}

export function useCreateTicket() {
  return useMutation({ mutationFn: createTicket });
}
