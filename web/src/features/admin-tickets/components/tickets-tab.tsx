import { useState } from 'react';
import type { SupportTicket } from '@contract/support';
import { ErrorBox } from '@/components/ui/error-box';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/date-format';
import { formatNumber } from '@/lib/format';
import { useAdminTickets } from '../api/get-admin-tickets';
import { AdminTable } from '@/features/admin/components/admin-table';
import { TicketsDetailModal } from './tickets-detail-modal';
import {
  countTickets,
  shortTicketId,
  TICKET_STATUS_BADGES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from './tickets-status';
import './tickets.css';

/** Admin tickets view (spec section 2): counts by status, the table and a detail modal. */
export function TicketsTab() {
  const { data: tickets, error, isPending, isFetching, refetch } = useAdminTickets();
  const [openId, setOpenId] = useState<string | null>(null);

  if (error) {
    return (
      <ErrorBox
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending) return <PageLoader label="Loading tickets..." />;

  const counts = countTickets(tickets);
  const open = openId ? tickets.find((ticket) => ticket.id === openId) : undefined;
  return (
    <>
      <dl className="tickets-counts" aria-label="Tickets by status">
        {TICKET_STATUSES.map((status) => (
          <div key={status} className={`tickets-counts__item tickets-counts__item--${status}`}>
            <dt>{TICKET_STATUS_LABELS[status]}</dt>
            <dd>{formatNumber(counts[status])}</dd>
          </div>
        ))}
      </dl>
      {tickets.length === 0 ? (
        <p className="admin-empty">No support tickets yet.</p>
      ) : (
        <TicketsTable
          tickets={tickets}
          onOpen={(id) => {
            setOpenId(id);
          }}
        />
      )}
      {open && (
        <TicketsDetailModal
          ticket={open}
          onClose={() => {
            setOpenId(null);
          }}
        />
      )}
    </>
  );
}

function TicketsTable({
  tickets,
  onOpen,
}: {
  tickets: readonly SupportTicket[];
  onOpen: (id: string) => void;
}) {
  return (
    <AdminTable label="Support tickets">
      <thead>
        <tr>
          <th scope="col">Ticket</th>
          <th scope="col">Date</th>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Subject</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <th scope="row">
              {/* The id opens the detail modal: first in the row, so narrow screens see it. */}
              <button
                type="button"
                className="link-button admin-code tickets-table__open"
                aria-label={`View ticket ${shortTicketId(ticket.id)}`}
                onClick={() => {
                  onOpen(ticket.id);
                }}
              >
                {shortTicketId(ticket.id)}
              </button>
            </th>
            <td>
              <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>
            </td>
            <td>{ticket.name}</td>
            <td>{ticket.email}</td>
            <td className="admin-table__wrap">{ticket.subject}</td>
            <td>
              <span className={`badge ${TICKET_STATUS_BADGES[ticket.status]}`}>
                {TICKET_STATUS_LABELS[ticket.status]}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
