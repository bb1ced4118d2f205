import { logger } from 'firebase-functions';

/** Named log lines of support: ids only, never names, e-mails or messages. */
export const supportLog = {
  unreadable(kind: 'ticket' | 'faq', id: string) {
    logger.warn('support_document_unreadable', { kind, id });
  },
  ticketCreated(fields: { ticketId: string; signedIn: boolean }) {
    logger.info('support_ticket_created', fields);
  },
};
