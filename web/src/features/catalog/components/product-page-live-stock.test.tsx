import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartActions, useCartStore } from '@/features/cart';
import { LIVE_STOCK_POLL_MS } from '@/lib/live-stock';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { ProductPage } from './product-page';

const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(LIVE_STOCK_POLL_MS));

describe('ProductPage with live stock', () => {
  it('follows the stock while open: In stock, then Out of stock with Notify me, then back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const item = makeProduct({ slug: 'tin-robot', title: 'Tin Robot', stock: 12 });
    let stock = 12;
    routeFetch({
      [`GET /api/products/${item.slug}`]: () => ({ item }),
      'GET /api/stock': () => ({ items: [{ id: item.id, stock }] }),
    });
    renderRoute(<ProductPage />, { path: `/p/${item.slug}`, pattern: '/p/:slug' });

    expect(await screen.findByText('In stock')).toBeInTheDocument();
    const addToCart = screen.getByRole('button', { name: 'Add to cart' });
    expect(addToCart).toBeEnabled();
    act(() => {
      cartActions.add(item, 2);
    });

    stock = 0;
    await nextPoll();
    expect(await screen.findByText('Out of stock', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    // The cart learns it too: its line now says to remove it.
    expect(useCartStore.getState().items[0]?.stock).toBe(0);

    stock = 2;
    await nextPoll();
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
    });
  });

  it('when the served page is older than the stock, then the first poll corrects it', async () => {
    const item = makeProduct({ slug: 'old-copy', stock: 0 });
    routeFetch({
      [`GET /api/products/${item.slug}`]: () => ({ item }),
      'GET /api/stock': () => ({ items: [{ id: item.id, stock: 30 }] }),
    });
    renderRoute(<ProductPage />, { path: `/p/${item.slug}`, pattern: '/p/:slug' });
    expect(await screen.findByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('asks for the stock only once the browser is idle after the page rendered', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const item = makeProduct({ slug: 'idle-robot', stock: 0 });
    const fetchMock = routeFetch({
      [`GET /api/products/${item.slug}`]: () => ({ item }),
      'GET /api/stock': () => ({ items: [{ id: item.id, stock: 3 }] }),
    });
    const stockAsks = () => sentRequests(fetchMock).filter((r) => r.url.includes('/stock?'));
    renderRoute(<ProductPage />, { path: `/p/${item.slug}`, pattern: '/p/:slug' });
    expect(await screen.findByText('Out of stock', { selector: '.badge' })).toBeInTheDocument();
    expect(stockAsks()).toEqual([]);

    act(() => {
      for (const run of idle.splice(0)) run({ didTimeout: false, timeRemaining: () => 10 });
    });
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(stockAsks()).toHaveLength(1);
  });
});
