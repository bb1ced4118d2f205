import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { NOTIFY_CONFIRMATION, NOTIFY_PENDING, NotifyMeForm } from './notify-me-form';

const renderForm = () => renderRoute(<NotifyMeForm productId="p-owl" />);

describe('NotifyMeForm', () => {
  it("starts from the signed-in shopper's e-mail and confirms an active request", async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ user: { uid: 'u1', email: 'ann@example.com', name: 'Ann' } });
    let answer!: (value: Response) => void;
    const fetchMock = routeFetch({
      'POST /api/stock-alerts': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderForm();

    expect(screen.getByLabelText('E-mail')).toHaveValue('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer(Response.json({ ok: true, status: 'active' }));

    expect(await screen.findByText(NOTIFY_CONFIRMATION)).toBeInTheDocument();
    expect(screen.queryByText(NOTIFY_PENDING)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([
      {
        method: 'POST',
        url: '/api/stock-alerts',
        body: { productId: 'p-owl', email: 'ann@example.com', locale: 'en' },
      },
    ]);
  });

  it('lets a guest type an e-mail, checks it before sending, and asks to confirm by e-mail', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'POST /api/stock-alerts': () => ({ ok: true, status: 'pending' }),
    });
    renderForm();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByText('Please enter your e-mail')).toBeInTheDocument();
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, ' bo@example.com ');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your e-mail to confirm: we sent a link to this address.',
    );
    expect(screen.queryByText(NOTIFY_CONFIRMATION)).not.toBeInTheDocument();
    expect(sentRequests(fetchMock)[0]?.body).toEqual({
      productId: 'p-owl',
      email: 'bo@example.com',
      locale: 'en',
    });
  });

  it("shows the server's refusal in its words, and a wait message at the rate limit", async () => {
    const user = userEvent.setup();
    let status = 400;
    routeFetch({
      'POST /api/stock-alerts': () =>
        status === 429
          ? Response.json(
              { error: 'Too many requests' },
              { status, headers: { 'Retry-After': '60' } },
            )
          : Response.json({ error: 'This product is in stock' }, { status }),
    });
    renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'cy@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is in stock');

    status = 429;
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from here. Please wait a few minutes and try again.',
    );
    expect(screen.queryByText(NOTIFY_CONFIRMATION)).not.toBeInTheDocument();
  });
});
