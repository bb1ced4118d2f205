import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { SupportPage } from './support-page';

type FetchMock = ReturnType<typeof routeFetch>;

const posts = (fetchMock: FetchMock) =>
  sentRequests(fetchMock).filter((call) => call.method === 'POST');

const fill = (user: UserEvent, label: RegExp, value: string) =>
  user.type(screen.getByLabelText(label), value);

async function fillAll(user: UserEvent) {
  await fill(user, /^Name/, 'Ann');
  await fill(user, /^E-mail/, ' ann@example.com ');
  await fill(user, /^Subject/, 'Where is my order?');
  await fill(user, /^Message/, 'It has been two weeks.');
}

const panel = () => within(screen.getByRole('tabpanel'));

describe('SupportPage', () => {
  it('shows the support e-mail and the FAQ from the server', async () => {
    routeFetch({
      'GET /api/faq': () => ({
        items: [{ id: 'f1', question: 'How long is shipping?', answer: 'About a week.', order: 1 }],
      }),
    });
    renderRoute(<SupportPage />, { path: '/support' });

    expect(screen.getByRole('link', { name: 'support@toystore.example' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('How long is shipping?')).toBeInTheDocument();
    expect(screen.getByText('About a week.')).toBeInTheDocument();
  });

  it('when a required field is blank, then nothing is sent and each field says why', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'GET /api/faq': () => ({ items: [] }) });
    renderRoute(<SupportPage />, { path: '/support?tab=contact' });
    await fill(user, /^Name/, 'Ann');
    await fill(user, /^Message/, '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('E-mail is required')).toBeVisible();
    expect(screen.getByText('Subject is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('when the message is sent, then it confirms with the first 8 characters of the ticket id', async () => {
    const fetchMock = routeFetch({
      'POST /api/support/tickets': () =>
        Response.json({ id: 'AbCdEfGh12345678', status: 'open' }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderRoute(<SupportPage />, { path: '/support?tab=contact' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await panel().findByText('Thank you, your message was sent!')).toBeVisible();
    expect(panel().getByText('AbCdEfGh')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([
      {
        method: 'POST',
        url: '/api/support/tickets',
        body: {
          name: 'Ann',
          email: 'ann@example.com',
          subject: 'Where is my order?',
          message: 'It has been two weeks.',
        },
      },
    ]);
  });

  it('when the server rate-limits the message, then its words show', async () => {
    routeFetch({
      'POST /api/support/tickets': () =>
        Response.json({ error: 'Too many messages. Please try again later.' }, { status: 429 }),
    });
    const user = userEvent.setup();
    renderRoute(<SupportPage />, { path: '/support?tab=contact' });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await panel().findByRole('alert')).textContent).toBe(
      'Too many messages. Please try again later.',
    );
  });
});
