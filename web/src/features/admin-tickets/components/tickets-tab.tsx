import { useState } from 'react';
import type { SupportTicket } from '@contract/support';
import { AdminTable } from '@/components/ui/admin-table';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/date-format';
import { formatNumber } from '@/lib/format';
import { useAdminTickets } from '../api/get-admin-tickets';
import { TicketsDetailModal } from './tickets-detail-modal';
import {
  countTickets,
  shortTicketId,
  TICKET_STATUS_BADGES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from './tickets-status';
import './tickets.css';

/** Admin tickets view: counts by status, the table and a detail modal. */
export function TicketsTab() {
  const query = useAdminTickets();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <QueryState query={query} loadingLabel="Loading tickets...">
      {(tickets) => <Tickets tickets={tickets} openId={openId} onOpenChange={setOpenId} />}
    </QueryState>
  );
}

interface TicketsProps {
  tickets: readonly SupportTicket[];
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

function Tickets({ tickets, openId, onOpenChange }: TicketsProps) {
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
        <TicketsTable tickets={tickets} onOpen={onOpenChange} />
      )}
      {open && (
        <TicketsDetailModal
          ticket={open}
          onClose={() => {
            onOpenChange(null);
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
