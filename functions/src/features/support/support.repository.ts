import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { FaqEntrySchema, type FaqEntry } from '../../contract/review';
import { SupportTicketSchema, type SupportTicket } from '../../contract/support';
import { auditLog, type AuditEntry } from '../../core/audit-log';
import { notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { FORMER_CUSTOMER, updateAuthoredBy, type AccountToForget } from '../../core/forget-account';
import type { TicketChange } from './ticket-rules';
import { supportLog } from './support.log';

/**
 * A ticket as stored, plus `uid`: the signed-in account that wrote it (null for a guest),
 * never answered. Account deletion finds a person's tickets by it, never by an e-mail
 * anyone could have typed.
 */
export type NewTicket = Omit<SupportTicket, 'id' | 'createdAt' | 'response'> & {
  uid: string | null;
};

/** `supportTickets/{id}`: client-denied by the rules' default; read and written here only. */
const tickets = () => db.collection('supportTickets');

const ticketNotFound = () => notFound('Ticket not found');

function toTicket(snap: DocumentSnapshot): SupportTicket | null {
  const data = snap.data();
  if (!data) return null;
  const { createdAt, ...rest } = data as { createdAt?: unknown };
  const parsed = SupportTicketSchema.safeParse({
    ...rest,
    id: snap.id,
    createdAt: createdAt instanceof Timestamp ? createdAt.toDate().toISOString() : createdAt,
  });
  if (!parsed.success) {
    supportLog.unreadable('ticket', snap.id);
    return null;
  }
  return parsed.data;
}

function toFaqEntry(snap: DocumentSnapshot): FaqEntry | null {
  const parsed = FaqEntrySchema.safeParse({ ...snap.data(), id: snap.id });
  if (parsed.success) return parsed.data;
  supportLog.unreadable('faq', snap.id);
  return null;
}

export const supportRepository = {
  async createTicket(ticket: NewTicket): Promise<{ id: string }> {
    const ref = tickets().doc();
    await ref.create({ ...ticket, createdAt: Timestamp.now() });
    return { id: ref.id };
  },

  /** Every ticket, newest first. */
  async listTickets(): Promise<SupportTicket[]> {
    const snap = await tickets().orderBy('createdAt', 'desc').get();
    return snap.docs.map(toTicket).filter((t): t is SupportTicket => t !== null);
  },

  /**
   * Reads the ticket in a transaction, lets `change` decide its next state (it may refuse
   * with a 409), and writes it with the audit entry, so two admins acting at once cannot
   * both pass the check.
   */
  updateTicket(
    id: string,
    change: (current: SupportTicket) => TicketChange,
    audit: (next: TicketChange) => Omit<AuditEntry, 'target'>,
  ): Promise<SupportTicket> {
    const ref = tickets().doc(id);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const current = snap.exists ? toTicket(snap) : null;
      if (!current) throw ticketNotFound();
      const next = change(current);
      const fields =
        next.response === undefined
          ? { status: next.status }
          : { status: next.status, response: next.response, respondedAt: Timestamp.now() };
      tx.update(ref, fields);
      auditLog.inTransaction(tx, { ...audit(next), target: id });
      return { ...current, ...next };
    });
  },

  /** The FAQ in its `order`. */
  async faq(): Promise<FaqEntry[]> {
    const snap = await db.collection('faq').orderBy('order').get();
    return snap.docs.map(toFaqEntry).filter((f): f is FaqEntry => f !== null);
  },

  /**
   * Account deletion: the account's tickets stay, as what was asked, without name and e-mail
   * (core/forget-account.ts, `updateAuthoredBy`). Returns how many it changed.
   */
  forgetAccount(account: AccountToForget): Promise<number> {
    return updateAuthoredBy(tickets(), account, FORMER_CUSTOMER);
  },
};
