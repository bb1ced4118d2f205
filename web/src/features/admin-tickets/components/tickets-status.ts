import type { SupportTicket, TicketStatus } from '@contract/support';

export const TICKET_STATUSES: readonly TicketStatus[] = ['open', 'responded', 'closed'];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  responded: 'Responded',
  closed: 'Closed',
};

export const TICKET_STATUS_BADGES: Record<TicketStatus, string> = {
  open: 'badge--amber',
  responded: 'badge--green',
  closed: '',
};

/** Ticket ids are shown by their first 8 characters. */
export const shortTicketId = (id: string) => id.slice(0, 8);

export function countTickets(tickets: readonly SupportTicket[]): Record<TicketStatus, number> {
  const counts: Record<TicketStatus, number> = { open: 0, responded: 0, closed: 0 };
  for (const ticket of tickets) counts[ticket.status] += 1;
  return counts;
}

/** What the admin may still do, given the ticket's status; a closed ticket allows nothing. */
export function ticketActions(ticket: SupportTicket) {
  return {
    respond: ticket.status === 'open',
    writeResponse: ticket.status !== 'closed' && !ticket.response,
    close: ticket.status !== 'closed',
  };
}
