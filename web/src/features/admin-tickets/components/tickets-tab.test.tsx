import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SupportTicket } from '@contract/support';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { AdminTicketsPage } from './tickets-page';
import { TicketsTab } from './tickets-tab';

type FetchMock = ReturnType<typeof routeFetch>;

const makeTicket = (overrides: Partial<SupportTicket> = {}): SupportTicket => ({
  id: 'tk000001aaaa',
  name: 'Ann',
  email: 'ann@example.com',
  subject: 'Where is my order?',
  message: 'It has been two weeks.',
  status: 'open',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const patches = (fetchMock: FetchMock) =>
  sentRequests(fetchMock).filter((call) => call.method === 'PATCH');

const count = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const openTicket = async (user: UserEvent, shortId: string) => {
  await user.click(await screen.findByRole('button', { name: `View ticket ${shortId}` }));
  return within(screen.getByRole('dialog', { name: `Ticket ${shortId}` }));
};

beforeEach(() => {
  useSessionStore.setState({
    user: { uid: 'a1', email: 'admin@example.com', name: 'Admin' },
    role: 'admin',
  });
});

describe('TicketsTab', () => {
  it('shows counts by status and each ticket by the first 8 characters of its id', async () => {
    routeFetch({
      'GET /api/admin/support-tickets': () => ({
        items: [
          makeTicket(),
          makeTicket({ id: 'tk000002bbbb', status: 'open' }),
          makeTicket({ id: 'tk000003cccc', status: 'responded', response: 'On its way' }),
          makeTicket({ id: 'tk000004dddd', status: 'closed' }),
        ],
      }),
    });
    renderRoute(<TicketsTab />);

    const row = within((await screen.findByText('tk000001')).closest('tr') as HTMLElement);
    expect(row.getByText('ann@example.com')).toBeInTheDocument();
    expect(row.getByText('Where is my order?')).toBeInTheDocument();
    expect(row.getByText('1 Mar 2026')).toBeInTheDocument();
    expect(row.getByText('Open')).toBeInTheDocument();
    expect(count('Open')).toBe('2');
    expect(count('Responded')).toBe('1');
    expect(count('Closed')).toBe('1');
  });

  it('when a closed ticket is opened, then it shows the message and no actions', async () => {
    routeFetch({
      'GET /api/admin/support-tickets': () => ({ items: [makeTicket({ status: 'closed' })] }),
    });
    renderRoute(<TicketsTab />);
    const user = userEvent.setup();
    const modal = await openTicket(user, 'tk000001');

    expect(modal.getByText('It has been two weeks.')).toBeInTheDocument();
    expect(modal.getByText('This ticket is closed; no further actions.')).toBeInTheDocument();
    expect(modal.queryByRole('button', { name: 'Mark responded' })).not.toBeInTheDocument();
    expect(modal.queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument();
    expect(modal.queryByLabelText(/Written response/)).not.toBeInTheDocument();
  });

  it('when Respond is pressed on an open ticket, then it is marked responded', async () => {
    let ticket = makeTicket();
    const fetchMock = routeFetch({
      'GET /api/admin/support-tickets': () => ({ items: [ticket] }),
      'PATCH /api/admin/support-tickets/tk000001aaaa': () => {
        ticket = { ...ticket, status: 'responded' };
        return { item: ticket };
      },
    });
    renderRoute(<TicketsTab />);
    const user = userEvent.setup();
    const modal = await openTicket(user, 'tk000001');
    await user.click(modal.getByRole('button', { name: 'Mark responded' }));

    expect(await screen.findByText('Ticket marked as responded')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      {
        method: 'PATCH',
        url: '/api/admin/support-tickets/tk000001aaaa',
        body: { status: 'responded' },
      },
    ]);
    // Responded without text: Close and the response box remain, Respond does not.
    expect(modal.queryByRole('button', { name: 'Mark responded' })).not.toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Close ticket' })).toBeEnabled();
    expect(modal.getByLabelText(/Written response/)).toBeInTheDocument();
  });

  it('when the written response is blank, then nothing is sent; a typed one is sent trimmed', async () => {
    let ticket = makeTicket();
    const fetchMock = routeFetch({
      'GET /api/admin/support-tickets': () => ({ items: [ticket] }),
      'PATCH /api/admin/support-tickets/tk000001aaaa': () => {
        ticket = { ...ticket, status: 'responded', response: 'On its way' };
        return { item: ticket };
      },
    });
    renderRoute(<TicketsTab />);
    const user = userEvent.setup();
    const modal = await openTicket(user, 'tk000001');

    await user.type(modal.getByLabelText(/Written response/), '   ');
    await user.click(modal.getByRole('button', { name: 'Send response' }));
    expect(modal.getByText('Response is required')).toBeVisible();
    expect(patches(fetchMock)).toHaveLength(0);

    await user.clear(modal.getByLabelText(/Written response/));
    await user.type(modal.getByLabelText(/Written response/), ' On its way ');
    await user.click(modal.getByRole('button', { name: 'Send response' }));
    expect(await modal.findByText('On its way', { selector: 'p' })).toBeInTheDocument();
    expect(patches(fetchMock)[0]?.body).toEqual({ status: 'responded', response: 'On its way' });
    expect(modal.queryByLabelText(/Written response/)).not.toBeInTheDocument();
  });

  it('when the server refuses a transition, then its reason shows in the modal', async () => {
    routeFetch({
      'GET /api/admin/support-tickets': () => ({ items: [makeTicket()] }),
      'PATCH /api/admin/support-tickets/tk000001aaaa': () =>
        Response.json({ error: 'Ticket is already closed' }, { status: 409 }),
    });
    renderRoute(<TicketsTab />);
    const user = userEvent.setup();
    const modal = await openTicket(user, 'tk000001');
    await user.click(modal.getByRole('button', { name: 'Close ticket' }));

    expect((await modal.findByRole('alert')).textContent).toBe('Ticket is already closed');
  });

  it("the dialog's close button is named 'Close', apart from the 'Close ticket' action", async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/support-tickets': () => ({ items: [makeTicket()] }),
    });
    renderRoute(<TicketsTab />);
    const user = userEvent.setup();
    const modal = await openTicket(user, 'tk000001');
    // Exact names: one 'Close' (the dialog's) and one 'Close ticket' (the action).
    expect(modal.getByRole('button', { name: 'Close ticket' })).toBeEnabled();
    expect(modal.queryByRole('button', { name: /^Close ticket tk/i })).not.toBeInTheDocument();

    await user.click(modal.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches(fetchMock)).toHaveLength(0);
  });
});

describe('AdminTicketsPage', () => {
  it('when the user is not an admin, then only the admin notice shows', () => {
    useSessionStore.setState({ role: 'user' });
    const fetchMock = routeFetch({});
    renderRoute(<AdminTicketsPage />);
    expect(screen.getByText('Admin only. Sign in with an admin email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when an admin opens it, then the tickets view shows', async () => {
    routeFetch({ 'GET /api/admin/support-tickets': () => ({ items: [] }) });
    renderRoute(<AdminTicketsPage />);
    expect(screen.getByRole('heading', { name: 'Support tickets' })).toBeInTheDocument();
    expect(await screen.findByText('No support tickets yet.')).toBeInTheDocument();
  });
});
