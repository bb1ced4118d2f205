import type {
  SupportTicket,
  TicketCreateRequest,
  TicketPatchRequest,
} from '../../contract/support';
import { requiredText } from '../../core/text';
import { changeTicket } from './ticket-rules';
import { supportLog } from './support.log';
import { supportRepository } from './support.repository';

export const supportService = {
  /**
   * A visitor's message: stored as typed (never as HTML), open until an admin acts, with the
   * signed-in author's uid (`uid`, null for a guest).
   */
  async createTicket(
    request: TicketCreateRequest,
    uid: string | null,
  ): Promise<{ id: string; status: 'open' }> {
    const ticket = await supportRepository.createTicket({
      uid,
      name: requiredText(request.name, 'Name'),
      email: request.email.toLowerCase(),
      subject: requiredText(request.subject, 'Subject'),
      message: requiredText(request.message, 'Message'),
      status: 'open',
    });
    supportLog.ticketCreated({ ticketId: ticket.id, signedIn: uid !== null });
    return { id: ticket.id, status: 'open' };
  },

  listTickets: () => supportRepository.listTickets(),

  /** Respond, write a response, or close, as the status allows; anything else is a 409. */
  updateTicket(id: string, patch: TicketPatchRequest, actor: string): Promise<SupportTicket> {
    const cleaned: TicketPatchRequest =
      patch.status === 'responded' && patch.response !== undefined
        ? { status: 'responded', response: requiredText(patch.response, 'Response') }
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
