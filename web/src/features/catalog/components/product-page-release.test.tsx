import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart';
import { resetServerClock } from '@/lib/server-clock';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { ProductPage } from './product-page';

/** A live-stock answer as the API sends it: `no-store`, with the server's `Date`. */
const stockAnswer = (id: string, serverMs: number) =>
  Response.json(
    { items: [{ id, stock: 8 }] },
    { headers: { 'Cache-Control': 'no-store', Date: new Date(serverMs).toUTCString() } },
  );

function openDrop(releaseAt: string, serverAheadMs = 0) {
  const item = makeProduct({ slug: 'moon-drop', title: 'Moon Drop', stock: 8, releaseAt });
  routeFetch({
    [`GET /api/products/${item.slug}`]: () => ({ item }),
    'GET /api/stock': () => stockAnswer(item.id, Date.now() + serverAheadMs),
  });
  renderRoute(<ProductPage />, { path: `/p/${item.slug}`, pattern: '/p/:slug' });
  return item;
}

beforeEach(() => {
  resetServerClock();
});

describe('ProductPage before a release time', () => {
  it('when the release is 3 s ahead, then a countdown shows, Add to cart is disabled, and it unlocks at the time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const item = openDrop(new Date(Date.now() + 3_000).toISOString());

    expect(await screen.findByText(/Goes on sale/)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time until the sale' })).toHaveTextContent(
      /^00:0[23]$/,
    );
    const addToCart = screen.getByRole('button', { name: 'Add to cart' });
    // Disabled although there is stock (a deliberate change from the spec: issue 23).
    expect(addToCart).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Out of stock' })).not.toBeInTheDocument();

    // The server's clock is known to within half a second (whole-second `Date` headers).
    for (let second = 0; second < 4; second++) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    }
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(addToCart).toBeEnabled();
    vi.useRealTimers();
    await userEvent.click(addToCart);
    expect(useCartStore.getState().items).toMatchObject([{ id: item.id, qty: 1 }]);
  });

  it("when the server's clock is past the release but the browser's is not, then the page follows the server", async () => {
    openDrop(new Date(Date.now() + 30_000).toISOString(), 60_000);
    // Unlocked once a fresh (no-store) answer told the server's time: the live-stock poll.
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    await vi.waitFor(
      () => {
        expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      },
      { timeout: 3_000 },
    );
    expect(screen.queryByText(/Goes on sale/)).not.toBeInTheDocument();
  });

  it('when there is no release time, then there is no countdown and Add to cart works', async () => {
    const item = makeProduct({ slug: 'plain-toy', stock: 3 });
    routeFetch({
      [`GET /api/products/${item.slug}`]: () => ({ item }),
      'GET /api/stock': () => stockAnswer(item.id, Date.now()),
    });
    renderRoute(<ProductPage />, { path: `/p/${item.slug}`, pattern: '/p/:slug' });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
