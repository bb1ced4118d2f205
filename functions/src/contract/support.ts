import { z } from 'zod';
import { IdSchema } from './common';

export const TicketStatusSchema = z.enum(['open', 'responded', 'closed']);

/** Spec section 3, Support ticket. */
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
