import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { FaqResponseSchema } from '@contract/review';
import {
  AdminTicketResponseSchema,
  AdminTicketsResponseSchema,
  TicketCreatedResponseSchema,
  type TicketStatus,
} from '@contract/support';
import { createAccount, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { adminDb, uniqueSuffix } from '../support/emulators';
import { expectError, send } from '../support/reviews-fixtures';

let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  [admin, user] = await Promise.all([seededAdmin(), createAccount('support-user')]);
});

const ticketFields = (over: Record<string, unknown> = {}) => ({
  name: 'Gail Guest',
  email: `gail-${uniqueSuffix()}@example.com`,
  subject: 'Where is my parcel?',
  message: 'Ordered last week, no tracking yet.',
  ...over,
});

const createTicket = (body: unknown, bearer: TestUser | null = null) =>
  send('POST', '/api/support/tickets', { body, bearer });

const patch = (id: string, body: unknown, bearer: TestUser | null = admin) =>
  send('PATCH', `/api/admin/support-tickets/${id}`, { body, bearer });

const storedTicket = async (id: string) =>
  (await adminDb().doc(`supportTickets/${id}`).get()).data();

/** A ticket stored as the API stores one; returns its id. */
async function seedTicket(
  status: TicketStatus,
  response?: string,
  createdAt = Timestamp.now(),
): Promise<string> {
  const ref = adminDb().collection('supportTickets').doc();
  await ref.set({
    ...ticketFields(),
    status,
    ...(response === undefined ? {} : { response }),
    createdAt,
  });
  return ref.id;
}

async function auditOf(id: string): Promise<string[]> {
  const snap = await adminDb().collection('logs').where('target', '==', id).get();
  return snap.docs.map((d) => `${d.get('action') as string} by ${d.get('actor') as string}`);
}

describe('POST /api/support/tickets', () => {
  it('when a guest sends the contact form, then an open ticket is stored as typed', async () => {
    const fields = ticketFields({ message: '<script>alert(1)</script> Where is it?' });
    const res = await createTicket(fields);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id, status } = TicketCreatedResponseSchema.parse(res.body);
    expect(status).toBe('open');
    expect(await storedTicket(id)).toMatchObject({ ...fields, status: 'open' });
    expect((await storedTicket(id))?.response).toBeUndefined();
  });

  it('when a signed-in user sends it, then it is stored too', async () => {
    const res = await createTicket(ticketFields(), user);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('when a field is missing, blank, over-long or the e-mail malformed, then it is a 400', async () => {
    for (const [field, message] of [
      ['name', 'Name is required'],
      ['subject', 'Subject is required'],
      ['message', 'Message is required'],
      ['email', 'Enter a valid e-mail'],
    ] as const) {
      const without = Object.fromEntries(
        Object.entries(ticketFields()).filter(([key]) => key !== field),
      );
      expectError(await createTicket(without), 400, message);
      expectError(await createTicket(ticketFields({ [field]: ' ' })), 400, message);
    }
    expectError(
      await createTicket(ticketFields({ subject: 's'.repeat(201) })),
      400,
      'Subject is at most 200',
    );
    expectError(
      await createTicket(ticketFields({ message: 'm'.repeat(5001) })),
      400,
      'Message is at most 5000',
    );
    expectError(await createTicket(ticketFields({ email: 'nope@' })), 400, 'Enter a valid e-mail');
    expectError(await createTicket(ticketFields({ status: 'closed' })), 400, /status/);
  });
});

describe('PATCH /api/admin/support-tickets/{id} (ticket status transitions)', () => {
  const allowed: [TicketStatus, Record<string, string>, TicketStatus, string | undefined][] = [
    ['open', { status: 'responded' }, 'responded', undefined],
    ['open', { status: 'responded', response: 'On its way!' }, 'responded', 'On its way!'],
    [
      'responded',
      { status: 'responded', response: 'Shipped today.' },
      'responded',
      'Shipped today.',
    ],
    ['open', { status: 'closed' }, 'closed', undefined],
    ['responded', { status: 'closed' }, 'closed', undefined],
  ];
  for (const [from, body, to, response] of allowed) {
    it(`when an ${from} ticket gets ${JSON.stringify(body)}, then it is ${to}, audited`, async () => {
      const id = await seedTicket(from);
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(AdminTicketResponseSchema.parse(res.body).item).toMatchObject({ id, status: to });
      const stored = await storedTicket(id);
      expect(stored?.status).toBe(to);
      expect(stored?.response).toBe(response);
      expect(await auditOf(id)).toEqual([
        `ticket.${to === 'closed' ? 'closed' : 'responded'} by admin@example.com`,
      ]);
    });
  }

  const refused: [TicketStatus, string | undefined, Record<string, string>, RegExp][] = [
    ['closed', undefined, { status: 'closed' }, /closed ticket has no further actions/],
    ['closed', undefined, { status: 'responded' }, /closed ticket has no further actions/],
    ['closed', 'Done', { status: 'responded', response: 'More' }, /closed ticket/],
    ['responded', undefined, { status: 'responded' }, /already responded/],
    ['responded', 'Hi', { status: 'responded', response: 'Again' }, /already has a response/],
  ];
  for (const [from, response, body, message] of refused) {
    it(`when a ${from} ticket${response ? ' with a response' : ''} gets ${JSON.stringify(body)}, then 409`, async () => {
      const id = await seedTicket(from, response);
      expectError(await patch(id, body), 409, message);
      const stored = await storedTicket(id);
      expect(stored?.status).toBe(from);
      expect(stored?.response).toBe(response);
      expect(await auditOf(id)).toEqual([]);
    });
  }

  it('when the body asks for anything else, then it is a 400; an unknown ticket is a 404', async () => {
    const id = await seedTicket('open');
    for (const body of [
      { status: 'open' },
      { status: 'responded', response: '   ' },
      { status: 'closed', response: 'Bye' },
      {},
    ]) {
      expect((await patch(id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await storedTicket(id))?.status).toBe('open');
    expectError(await patch('no-such-ticket', { status: 'closed' }), 404, 'Ticket not found');
  });

  it('when two admins act on one open ticket at once, then exactly one response is kept', async () => {
    const id = await seedTicket('open');
    const answers = await Promise.all([
      patch(id, { status: 'responded', response: 'First' }),
      patch(id, { status: 'responded', response: 'Second' }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200);
    const kept = AdminTicketResponseSchema.parse(winner?.body).item.response;
    expect((await storedTicket(id))?.response).toBe(kept);
  });
});

describe('the admin ticket calls', () => {
  it('when a guest, a user and the admin list tickets, then 401, 403 and 200 newest first', async () => {
    const older = await seedTicket('open', undefined, Timestamp.fromMillis(Date.now() - 1_000));
    const newer = await seedTicket('closed');
    expectError(await send('GET', '/api/admin/support-tickets'), 401, 'Sign in required');
    expectError(
      await send('GET', '/api/admin/support-tickets', { bearer: user }),
      403,
      'Admin access required',
    );
    const res = await send('GET', '/api/admin/support-tickets', { bearer: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ids = AdminTicketsResponseSchema.parse(res.body).items.map((t) => t.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
  });

  it('when a guest or a user patches a ticket, then 401 or 403 and it stays open', async () => {
    const id = await seedTicket('open');
    expectError(await patch(id, { status: 'closed' }, null), 401, 'Sign in required');
    expectError(await patch(id, { status: 'closed' }, user), 403, 'Admin access required');
    expect((await storedTicket(id))?.status).toBe('open');
  });
});

describe('GET /api/faq', () => {
  it('when anyone asks, then the seeded FAQ comes in order and may be cached', async () => {
    const res = await send('GET', '/api/faq');
    expect(res.status).toBe(200);
    const { items } = FaqResponseSchema.parse(res.body);
    expect(items.length).toBeGreaterThanOrEqual(6);
    const orders = items.map((i) => i.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
  });
});
