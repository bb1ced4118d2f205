import type { SupportTicket, TicketPatchRequest } from '@contract/support';
import { useNotify } from '@/components/notifications/notifications-context';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-format';
import { useUpdateTicket } from '../api/update-ticket';
import {
  shortTicketId,
  TICKET_STATUS_BADGES,
  TICKET_STATUS_LABELS,
  ticketActions,
} from './tickets-status';
import { ResponseForm } from '@/features/admin';

interface Props {
  ticket: SupportTicket;
  onClose: () => void;
}

/**
 * A ticket's message and the actions its state allows: Respond and
 * Close from open, Close from responded, a written response while there is none, and
 * nothing once closed. A refusal (409) shows the server's reason here.
 */
export function TicketsDetailModal({ ticket, onClose }: Props) {
  const notify = useNotify();
  const update = useUpdateTicket();
  const actions = ticketActions(ticket);
  const busy = update.isPending;

  const send = (patch: TicketPatchRequest, done: string, then?: () => void) => {
    update.mutate(
      { id: ticket.id, patch },
      {
        onSuccess: () => {
          notify.success(done);
          then?.();
        },
      },
    );
  };

  const anyAction = actions.respond || actions.writeResponse || actions.close;
  return (
    <Modal
      title={`Ticket ${shortTicketId(ticket.id)}`}
      onClose={onClose}
      locked={busy}
      className="ticket-modal"
      footer={
        anyAction ? (
          <>
            {actions.respond && (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => {
                  send({ status: 'responded' }, 'Ticket marked as responded');
                }}
              >
                Mark responded
              </button>
            )}
            {actions.close && (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => {
                  send({ status: 'closed' }, 'Ticket closed');
                }}
              >
                Close ticket
              </button>
            )}
          </>
        ) : undefined
      }
    >
      <dl className="ticket-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`badge ${TICKET_STATUS_BADGES[ticket.status]}`}>
              {TICKET_STATUS_LABELS[ticket.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>
            {ticket.name} · <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
          </dd>
        </div>
        <div>
          <dt>Subject</dt>
          <dd>{ticket.subject}</dd>
        </div>
      </dl>
      <h3 className="ticket-section-title">Message</h3>
      <p className="ticket-text">{ticket.message}</p>
      {ticket.response && (
        <>
          <h3 className="ticket-section-title">Our response</h3>
          <p className="ticket-text ticket-text--response">{ticket.response}</p>
        </>
      )}
      {actions.writeResponse && (
        <ResponseForm
          label={
            <>
              Written response
              <span className="field__required" aria-hidden="true">
                {' *'}
              </span>
            </>
          }
          submitLabel="Send response"
          className="ticket-response"
          rows={4}
          busy={busy}
          onSend={(response, then) => {
            send({ status: 'responded', response }, 'Response saved', then);
          }}
        />
      )}
      {ticket.status === 'closed' && (
        <p className="muted ticket-closed">This ticket is closed; no further actions.</p>
      )}
      {update.isError && (
        <p className="form-error" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
    </Modal>
  );
}
