import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminStats } from '@contract/admin';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { OverviewTab } from './overview-tab';

const stats: AdminStats = {
  totalOrders: 4,
  totalRevenue: 250,
  averageOrder: 62.5,
  byStatus: { new: 1, paid: 1, packed: 0, shipped: 1, delivered: 1, cancelled: 0 },
  series: [
    { date: '2026-11-01', amount: 1, revenue: 50 },
    { date: '2026-11-02', amount: 3, revenue: 200 },
  ],
  topProducts: [
    { id: 'p1', qty: 5 },
    { id: 'gone', qty: 2 },
  ],
  inventory: [{ id: 'p1', title: 'Robot Bear', stock: 4 }],
};

const requestedUrls = (fetchMock: ReturnType<typeof routeFetch>) =>
  sentRequests(fetchMock).map((request) => request.url);

describe('OverviewTab', () => {
  it('shows the totals, the average per order, statuses and top products for the last 30 days', async () => {
    const fetchMock = routeFetch({ 'GET /api/admin/stats': () => stats });
    renderRoute(<OverviewTab />);

    const figures = within((await screen.findByText('Total orders')).closest('dl') as HTMLElement);
    expect(figures.getByText('4')).toBeInTheDocument();
    expect(figures.getByText('$250.00')).toBeInTheDocument();
    expect(figures.getByText('$62.50')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/api/admin/stats?range=30d']);
    expect(screen.getByLabelText('Range')).toHaveValue('30d');

    const top = screen.getByRole('heading', { name: 'Top products' }).closest('section');
    expect(top).toHaveTextContent('Robot Bear5 sold');
    // A product no longer in the inventory is named by its id.
    expect(top).toHaveTextContent('gone2 sold');
    expect(screen.getByText('shipped').nextElementSibling?.textContent).toBe('1');
  });

  it('asks for another range and switches the chart to revenue', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'GET /api/admin/stats': () => stats });
    renderRoute(<OverviewTab />);
    await screen.findByText('Total orders');

    const range = screen.getByLabelText('Range');
    expect(within(range).getByRole('option', { name: 'Last 3 months' })).toBeInTheDocument();
    await user.selectOptions(range, '7d');
    await waitFor(() => {
      expect(requestedUrls(fetchMock)).toContain('/api/admin/stats?range=7d');
    });

    expect(screen.getByRole('img')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^Orders from/),
    );
    await user.click(screen.getByRole('button', { name: 'Revenue' }));
    expect(screen.getByRole('button', { name: 'Revenue' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img')).toHaveAttribute(
      'aria-label',
      expect.stringMatching(/^Revenue from/),
    );
  });

  it('shows a failure in a red box', async () => {
    routeFetch({ 'GET /api/admin/stats': () => new Response('', { status: 500 }) });
    renderRoute(<OverviewTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Stats error');
  });
});
