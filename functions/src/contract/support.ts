import { z } from 'zod';
import { IdSchema } from './common';

export const TicketStatusSchema = z.enum(['open', 'responded', 'closed']);

/** A support ticket: status open, responded or closed, with the store's optional response. */
export const SupportTicketSchema = z.object({
  id: IdSchema,
  name: z.string().min(1).max(120),
  email: z.email(),
  subject: z.string().min(1).max(200),
  message: z.string().min(1).max(5000),
  status: TicketStatusSchema,
  response: z.string().max(5000).optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${String(max)} characters`);

/** POST /api/support/tickets (anyone). */
export const TicketCreateRequestSchema = z.strictObject({
  name: text('Name', 120),
  email: z.email('Enter a valid e-mail').max(254),
  subject: text('Subject', 200),
  message: text('Message', 5000),
});
export type TicketCreateRequest = z.infer<typeof TicketCreateRequestSchema>;
export const TicketCreatedResponseSchema = z.object({ id: IdSchema, status: z.literal('open') });

/** GET /api/admin/support-tickets: newest first. */
export const AdminTicketsResponseSchema = z.object({ items: z.array(SupportTicketSchema) });
export type AdminTicketsResponse = z.infer<typeof AdminTicketsResponseSchema>;

/**
 * PATCH /api/admin/support-tickets/{id}: Respond (`{status: 'responded'}`), a written
 * response (`{status: 'responded', response}`, only while there is none), or close.
 */
export const TicketPatchRequestSchema = z.union([
  z.strictObject({ status: z.literal('responded'), response: text('Response', 5000).optional() }),
  z.strictObject({ status: z.literal('closed') }),
]);
export type TicketPatchRequest = z.infer<typeof TicketPatchRequestSchema>;
export const AdminTicketResponseSchema = z.object({ item: SupportTicketSchema });
