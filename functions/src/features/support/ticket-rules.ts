import type { SupportTicket, TicketPatchRequest } from '../../contract/support';
import { AppError } from '../../core/errors';

const conflict = (message: string) => new AppError('ticket_conflict', message, 409);

export type TicketChange = Pick<SupportTicket, 'status' | 'response'>;

/**
 * Support ticket states: open becomes responded (Respond, or a written response);
 * open or responded becomes closed; a closed ticket has no further actions. A written
 * response is taken only while the ticket has none (also on a ticket marked responded
 * without one: its response box is still shown). Everything else is a 409 saying why.
 */
export function changeTicket(current: TicketChange, patch: TicketPatchRequest): TicketChange {
  if (current.status === 'closed') throw conflict('A closed ticket has no further actions');
  if (patch.status === 'closed') return { status: 'closed' };
  if (patch.response !== undefined) {
    if (current.response !== undefined) throw conflict('Ticket already has a response');
    return { status: 'responded', response: patch.response };
  }
  if (current.status === 'responded') throw conflict('Ticket is already responded');
  return { status: 'responded' };
}
