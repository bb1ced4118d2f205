import { Router } from 'express';
import type { z } from 'zod';
import { IdSchema } from '../../contract/common';
import type { FaqResponseSchema } from '../../contract/review';
import {
  TicketCreateRequestSchema,
  TicketPatchRequestSchema,
  type AdminTicketResponseSchema,
  type AdminTicketsResponse,
  type TicketCreatedResponseSchema,
} from '../../contract/support';
import { adminOnly } from '../../core/admin-guard';
import { currentUser, identify, signedInUser } from '../../core/auth';
import { notFound } from '../../core/errors';
import { noStore, publicCache } from '../../core/http-cache';
import { rateLimit } from '../../core/rate-limit';
import { route } from '../../core/route';
import { supportService } from './support.service';

export const supportRouter = Router();

type Answer<S extends z.ZodType> = z.infer<S>;

supportRouter.get('/api/faq', async (_req, res) => {
  const items = await supportService.faq();
  publicCache(res, { browser: 300, cdn: 3600 });
  res.json({ items } satisfies Answer<typeof FaqResponseSchema>);
});

supportRouter.post(
  '/api/support/tickets',
  identify,
  rateLimit('ticket'),
  route({ body: TicketCreateRequestSchema }, async ({ body, res }) => {
    const created = await supportService.createTicket(body, currentUser(res)?.uid ?? null);
    noStore(res);
    res.status(201).json(created satisfies Answer<typeof TicketCreatedResponseSchema>);
  }),
);

supportRouter.get('/api/admin/support-tickets', ...adminOnly, async (_req, res) => {
  const items = await supportService.listTickets();
  res.json({ items } satisfies AdminTicketsResponse);
});

supportRouter.patch(
  '/api/admin/support-tickets/:id',
  ...adminOnly,
  route({ body: TicketPatchRequestSchema }, async ({ body: patch, req, res }) => {
    // A path id that could not be one of ours names no ticket: the same 404.
    const id = IdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('Ticket not found');
    const item = await supportService.updateTicket(id.data, patch, signedInUser(res).email);
    res.json({ item } satisfies Answer<typeof AdminTicketResponseSchema>);
  }),
);
