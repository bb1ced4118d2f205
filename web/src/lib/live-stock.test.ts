import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { LIVE_STOCK_POLL_MS, useLiveStock } from './live-stock';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient();
  return createElement(QueryClientProvider, { client }, children);
}

/** Answers GET /api/stock with `stock()` for the ids it names (the server's rule: known only). */
function stockServer(stock: () => Record<string, number>) {
  return routeFetch({
    'GET /api/stock': () => ({
      items: Object.entries(stock()).map(([id, value]) => ({ id, stock: value })),
    }),
  });
}

const stockCalls = (fetchMock: ReturnType<typeof routeFetch>) =>
  sentRequests(fetchMock).filter((request) => request.url.startsWith('/api/stock'));

afterEach(() => {
  focusManager.setFocused(undefined);
});

describe('useLiveStock', () => {
  it('asks once per set of ids, without cookies or HTTP cache; a left-out id counts as 0', async () => {
    const fetchMock = stockServer(() => ({ a: 3 }));
    const { result } = renderHook(() => useLiveStock(['b', 'a', 'b']), { wrapper });
    await waitFor(() => {
      expect(result.current.data).toEqual({ a: 3, b: 0 });
    });
    const [call] = stockCalls(fetchMock);
    expect(call?.url).toBe('/api/stock?ids=a%2Cb');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ credentials: 'omit', cache: 'no-store' });
  });

  it('asks again every interval while the tab is visible, and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = 5;
    const fetchMock = stockServer(() => ({ a: current }));
    const { result } = renderHook(() => useLiveStock(['a']), { wrapper });
    await waitFor(() => {
      expect(result.current.data).toEqual({ a: 5 });
    });

    current = 0;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_STOCK_POLL_MS));
    await waitFor(() => {
      expect(result.current.data).toEqual({ a: 0 });
    });
    expect(stockCalls(fetchMock)).toHaveLength(2);

    act(() => {
      focusManager.setFocused(false);
    });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_STOCK_POLL_MS * 3));
    expect(stockCalls(fetchMock)).toHaveLength(2);

    current = 7;
    act(() => {
      focusManager.setFocused(true);
    });
    await waitFor(() => {
      expect(result.current.data).toEqual({ a: 7 });
    });
  });

  it('keeps the last stock it knew when a poll fails, and takes the next answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = false;
    let stock = 4;
    const fetchMock = routeFetch({
      'GET /api/stock': () =>
        failing
          ? Response.json({ error: 'Service unavailable' }, { status: 503 })
          : { items: [{ id: 'a', stock }] },
    });
    const { result } = renderHook(() => useLiveStock(['a']), { wrapper });
    await waitFor(() => {
      expect(result.current.data).toEqual({ a: 4 });
    });

    failing = true;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_STOCK_POLL_MS));
    await waitFor(() => {
      expect(stockCalls(fetchMock)).toHaveLength(2);
    });
    await waitFor(() => {
      expect(result.current.isFetching).toBe(false);
    });
    expect(result.current.data).toEqual({ a: 4 });

    failing = false;
    stock = 1;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_STOCK_POLL_MS));
    await waitFor(() => {
      expect(result.current.data).toEqual({ a: 1 });
    });
    expect(stockCalls(fetchMock)).toHaveLength(3);
  });

  it('does not ask when disabled or given no ids', async () => {
    const fetchMock = stockServer(() => ({}));
    renderHook(() => useLiveStock(['a'], { enabled: false }), { wrapper });
    renderHook(() => useLiveStock([]), { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for the page to finish loading before the first request', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const fetchMock = stockServer(() => ({ a: 1 }));
    const { result } = renderHook(() => useLiveStock(['a']), { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => {
      expect(result.current.data).toEqual({ a: 1 });
    });
  });
});
