import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOrderSummarySchema } from '@contract/admin-orders';
import { formatDateTime } from '@/lib/date-format';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { OrdersTab } from './orders-tab';
import { ShipmentsTab } from './shipments-tab';

const HOLD_ENDS = '2026-03-04T10:00:00.000Z';
const unpaid = AdminOrderSummarySchema.parse({
  ...makeOrder({ id: 'abc123xyz789', status: 'new', userName: 'Ann Lee' }),
  holdExpiresAt: HOLD_ENDS,
});
const paid = AdminOrderSummarySchema.parse(
  makeOrder({ id: 'def456uvw000', status: 'paid', userName: 'Bo Chan' }),
);

const rowOf = async (number: string) =>
  within((await screen.findByText(number)).closest('tr') as HTMLElement);

describe('unpaid hold expiry in the admin lists', () => {
  it('when a new order has a hold, then the Orders row says when it ends; a paid one says nothing', async () => {
    routeFetch({ 'GET /api/admin/orders': () => ({ items: [unpaid, paid] }) });
    renderRoute(<OrdersTab staleAfterChange={[]} />);

    const row = await rowOf('#ABC123');
    expect(row.getByText(/Unpaid hold ends/)).toBeInTheDocument();
    expect(row.getByText(formatDateTime(HOLD_ENDS))).toHaveAttribute('dateTime', HOLD_ENDS);
    expect((await rowOf('#DEF456')).queryByText(/Unpaid hold ends/)).not.toBeInTheDocument();
  });

  it('when a new order waits for shipping, then its Shipments row shows the hold end too', async () => {
    routeFetch({ 'GET /api/admin/orders': () => ({ items: [unpaid] }) });
    renderRoute(<ShipmentsTab staleAfterChange={[]} />);

    const row = await rowOf('#ABC123');
    expect(row.getByText(/Unpaid hold ends/)).toBeInTheDocument();
    expect(row.getByText(formatDateTime(HOLD_ENDS))).toBeInTheDocument();
  });
});
