import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Log } from '@contract/admin';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { LogsTab } from './logs-tab';

const entry = (id: string, action: string, time: string): Log => ({
  id,
  action,
  time,
  actor: 'admin@example.com',
  target: `target-${id}`,
});

const urls = (fetchMock: ReturnType<typeof routeFetch>) =>
  sentRequests(fetchMock).map((request) => request.url);

describe('LogsTab', () => {
  it('shows entries newest first and loads the next page with the cursor', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/admin/logs': () => {
        const second = urls(fetchMock).at(-1)?.includes('cursor=') ?? false;
        return second
          ? {
              items: [entry('l3', 'product.created', '2026-11-01T09:00:00.000Z')],
              nextCursor: null,
            }
          : {
              items: [
                entry('l1', 'order.status', '2026-11-03T09:00:00.000Z'),
                entry('l2', 'order.viewed', '2026-11-02T09:00:00.000Z'),
              ],
              nextCursor: 'l2',
            };
      },
    });
    renderRoute(<LogsTab />);

    expect(await screen.findByText('order.status')).toBeInTheDocument();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'TimeActionByTarget',
      expect.stringContaining('order.statusadmin@example.comtarget-l1'),
      expect.stringContaining('order.viewed'),
    ]);
    expect(urls(fetchMock)).toEqual(['/api/admin/logs?limit=50']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('product.created')).toBeInTheDocument();
    expect(urls(fetchMock)[1]).toBe('/api/admin/logs?limit=50&cursor=l2');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });
    expect(screen.getByText('That is the whole log (3 entries).')).toBeInTheDocument();
  });

  it('keeps the loaded entries when the next page fails, and says why', async () => {
    const user = userEvent.setup();
    let calls = 0;
    routeFetch({
      'GET /api/admin/logs': () =>
        ++calls === 1
          ? { items: [entry('l1', 'order.status', '2026-11-03T09:00:00.000Z')], nextCursor: 'l1' }
          : new Response('', { status: 500 }),
    });
    renderRoute(<LogsTab />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Logs error');
    expect(screen.getByText('order.status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('says so when the log is empty, and shows a failure in a red box', async () => {
    routeFetch({ 'GET /api/admin/logs': () => ({ items: [], nextCursor: null }) });
    const empty = renderRoute(<LogsTab />);
    expect(await screen.findByText('No log entries yet.')).toBeInTheDocument();
    empty.unmount();

    routeFetch({ 'GET /api/admin/logs': () => new Response('', { status: 500 }) });
    renderRoute(<LogsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Logs error');
  });
});
