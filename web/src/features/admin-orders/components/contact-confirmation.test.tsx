import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminOrderSummarySchema } from '@contract/admin-orders';
import { formatDateTime } from '@/lib/date-format';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { OrdersTab } from './orders-tab';

const SHORT_HOLD_ENDS = '2026-03-01T10:30:00.000Z';
const unconfirmed = makeOrder({ id: 'abc123xyz789', contactConfirmed: false, userName: 'Ann' });
const confirmed = makeOrder({ id: 'def456uvw000', contactConfirmed: true, userName: 'Bo' });
const rows = [
  AdminOrderSummarySchema.parse({ ...unconfirmed, holdExpiresAt: SHORT_HOLD_ENDS }),
  AdminOrderSummarySchema.parse(confirmed),
];

const rowOf = async (number: string) =>
  within((await screen.findByText(number)).closest('tr') as HTMLElement);

describe('contact confirmation in the admin orders (issue 21)', () => {
  it('when orders are listed, then each says Confirmed or Unconfirmed, and an unconfirmed hold says so', async () => {
    routeFetch({ 'GET /api/admin/orders': () => ({ items: rows }) });
    renderRoute(<OrdersTab staleAfterChange={[]} />);

    const waiting = await rowOf('#ABC123');
    expect(screen.getByRole('columnheader', { name: 'Confirmation' })).toBeInTheDocument();
    expect(waiting.getByText('Unconfirmed')).toBeInTheDocument();
    expect(waiting.getByText(/Unconfirmed hold ends/)).toBeInTheDocument();
    expect(waiting.getByText(formatDateTime(SHORT_HOLD_ENDS))).toHaveAttribute(
      'dateTime',
      SHORT_HOLD_ENDS,
    );
    const proven = await rowOf('#DEF456');
    expect(proven.getByText('Confirmed')).toBeInTheDocument();
    expect(proven.queryByText('Unconfirmed')).not.toBeInTheDocument();
  });

  it('when the details open, then they say whether the contact e-mail is confirmed', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/admin/orders': () => ({ items: rows.slice(0, 1) }),
      'GET /api/admin/orders/abc123xyz789': () => ({ order: unconfirmed }),
    });
    renderRoute(<OrdersTab staleAfterChange={[]} />);
    await user.click(await screen.findByRole('button', { name: 'View Details' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Order #ABC123' }));
    const term = await dialog.findByText('Confirmation');
    expect(term.closest('div')).toHaveTextContent('ConfirmationUnconfirmed');
  });
});
