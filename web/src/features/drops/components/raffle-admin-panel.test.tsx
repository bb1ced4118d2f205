import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDropResponse } from '@contract/raffle';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { RaffleAdminPanel } from './raffle-admin-panel';

const item = makeProduct({ slug: 'gold-robot', title: 'Gold Robot' });

function open(answer: AdminDropResponse) {
  const fetchMock = routeFetch({
    [`GET /api/products/${item.slug}`]: () => ({ item }),
    [`GET /api/admin/drops/${item.id}`]: () => answer,
    [`PUT /api/admin/drops/${item.id}`]: () => answer,
  });
  renderRoute(<RaffleAdminPanel />, { path: `/p/${item.slug}`, pattern: '/p/:slug' });
  return fetchMock;
}

describe('RaffleAdminPanel', () => {
  it('when the raffle was drawn, then the admin sees the entry count and the winners with their claim state', async () => {
    open({
      productId: item.id,
      drop: {
        mode: 'raffle',
        state: 'drawn',
        entriesOpenAt: '2026-12-01T17:00:00Z',
        entriesCloseAt: '2026-12-01T18:00:00Z',
        drawAt: '2026-12-01T18:00:00Z',
        checkoutWindowSeconds: 1800,
        seedHash: 'a'.repeat(64),
        entryListHash: 'c'.repeat(64),
        entryIds: ['e1', 'e2', 'e3'],
        seed: 'b'.repeat(64),
        drawOrder: ['e2', 'e1', 'e3'],
        units: 1,
        mine: null,
        entryCount: 3,
        winners: [
          {
            entryId: 'e2',
            email: 'two@example.com',
            status: 'lapsed',
            checkoutBy: '2026-12-01T18:30:00Z',
            orderId: null,
          },
          {
            entryId: 'e1',
            email: 'one@example.com',
            status: 'bought',
            checkoutBy: '2026-12-01T19:00:00Z',
            orderId: 'order-1',
          },
        ],
      },
    });
    expect(await screen.findByText('Entries: 3')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/e2two@example\.comlapsed/);
    expect(rows[2]).toHaveTextContent(/e1one@example\.combought.*order-1/);
    // Drawn: the settings can no longer change.
    expect(screen.queryByRole('form', { name: 'Drop settings' })).not.toBeInTheDocument();
  });

  it('when a first-come product is set to a raffle, then the form sends the times in UTC and the window in seconds', async () => {
    const fetchMock = open({ productId: item.id, drop: { mode: 'first-come' } });
    const form = await screen.findByRole('form', { name: 'Drop settings' });
    fireEvent.change(screen.getByLabelText('Entries open'), {
      target: { value: '2026-12-01T17:00' },
    });
    fireEvent.change(screen.getByLabelText('Entries close'), {
      target: { value: '2026-12-01T18:00' },
    });
    await userEvent.clear(screen.getByLabelText('Checkout window (minutes)'));
    await userEvent.type(screen.getByLabelText('Checkout window (minutes)'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save drop settings' }));
    await vi.waitFor(() => {
      expect(sentRequests(fetchMock).some((r) => r.method === 'PUT')).toBe(true);
    });
    expect(form).toBeInTheDocument();
    expect(sentRequests(fetchMock).find((r) => r.method === 'PUT')?.body).toEqual({
      mode: 'raffle',
      entriesOpenAt: new Date('2026-12-01T17:00').toISOString(),
      entriesCloseAt: new Date('2026-12-01T18:00').toISOString(),
      checkoutWindowSeconds: 900,
    });
  });
});
