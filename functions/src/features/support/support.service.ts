import type {
  SupportTicket,
  TicketCreateRequest,
  TicketPatchRequest,
} from '../../contract/support';
import { badRequest } from '../../core/errors';
import { cleanText } from '../reviews/review-rules';
import { changeTicket } from './ticket-rules';
import { supportLog } from './support.log';
import { supportRepository } from './support.repository';

/** Trimmed, control characters dropped (as for reviews); still required afterwards. */
function text(value: string, label: string): string {
  const cleaned = cleanText(value);
  if (cleaned === '') throw badRequest(`${label} is required`);
  return cleaned;
}

export const supportService = {
  /** A visitor's message: stored as typed (never as HTML), open until an admin acts. */
  async createTicket(
    request: TicketCreateRequest,
    signedIn: boolean,
  ): Promise<{ id: string; status: 'open' }> {
    const ticket = await supportRepository.createTicket({
      name: text(request.name, 'Name'),
      email: request.email,
      subject: text(request.subject, 'Subject'),
      message: text(request.message, 'Message'),
      status: 'open',
    });
    supportLog.ticketCreated({ ticketId: ticket.id, signedIn });
    return { id: ticket.id, status: 'open' };
  },

  listTickets: () => supportRepository.listTickets(),

  /** Respond, write a response, or close (spec section 4); anything else is a 409. */
  updateTicket(id: string, patch: TicketPatchRequest, actor: string): Promise<SupportTicket> {
    const cleaned: TicketPatchRequest =
      patch.status === 'responded' && patch.response !== undefined
        ? { status: 'responded', response: text(patch.response, 'Response') }
        : patch;
    return supportRepository.updateTicket(
      id,
      (current) => changeTicket(current, cleaned),
      (next) => ({
        action: next.status === 'closed' ? 'ticket.closed' : 'ticket.responded',
        actor,
      }),
    );
  },

  faq: () => supportRepository.faq(),
};
