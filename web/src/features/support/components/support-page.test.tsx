import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { SupportPage } from './support-page';

type FetchMock = ReturnType<typeof routeFetch>;

const posts = (fetchMock: FetchMock) =>
  sentRequests(fetchMock).filter((call) => call.method === 'POST');

const fill = (label: RegExp, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

const fillAll = () => {
  fill(/^Name/, 'Ann');
  fill(/^E-mail/, ' ann@example.com ');
  fill(/^Subject/, 'Where is my order?');
  fill(/^Message/, 'It has been two weeks.');
};

const panel = () => within(screen.getByRole('tabpanel'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, role: 'user' });
});

describe('SupportPage', () => {
  it('shows the support e-mail and the FAQ from the server', async () => {
    routeFetch({
      'GET /api/faq': () => ({
        items: [{ id: 'f1', question: 'How long is shipping?', answer: 'About a week.', order: 1 }],
      }),
    });
    renderRoute(<SupportPage />, { path: '/support' });

    expect(screen.getByRole('link', { name: 'support@toystore.example' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('How long is shipping?')).toBeTruthy();
    expect(screen.getByText('About a week.')).toBeTruthy();
  });

  it('when a required field is blank, then nothing is sent and each field says why', () => {
    const fetchMock = routeFetch({ 'GET /api/faq': () => ({ items: [] }) });
    renderRoute(<SupportPage />, { path: '/support?tab=contact' });
    fill(/^Name/, 'Ann');
    fill(/^Message/, '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/));
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('when the message is sent, then it confirms with the first 8 characters of the ticket id', async () => {
    const fetchMock = routeFetch({
      'POST /api/support/tickets': () =>
        Response.json({ id: 'AbCdEfGh12345678', status: 'open' }, { status: 201 }),
    });
    renderRoute(<SupportPage />, { path: '/support?tab=contact' });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await panel().findByText('Thank you, your message was sent!')).toBeTruthy();
    expect(panel().getByText('AbCdEfGh')).toBeTruthy();
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
    renderRoute(<SupportPage />, { path: '/support?tab=contact' });
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await panel().findByRole('alert')).textContent).toBe(
      'Too many messages. Please try again later.',
    );
  });
});
