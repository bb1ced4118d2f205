import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@contract/product';
import { productQueryOptions } from '@/features/catalog';
import { useSessionStore } from '@/lib/session-store';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import { ProductRoute } from './product-route';

// What the route decides: which on-demand parts a product page loads. The parts themselves
// are stand-ins here; the loaders are watched, since a loader not called is a chunk not fetched.
// lazy() keeps a part once loaded for the later tests of this file: the ordinary page goes first
// (in the order written, even in a shuffled run).
const loads = vi.hoisted(() => ({ dropCheck: 0, raffle: 0, raffleAdmin: 0 }));
vi.mock('@/features/drops/shell', () => ({
  loadRafflePanel: () => {
    loads.raffle++;
    return Promise.resolve({ RafflePanel: () => <p>Raffle panel</p> });
  },
  loadRaffleAdminPanel: () => {
    loads.raffleAdmin++;
    return Promise.resolve({ RaffleAdminPanel: () => <p>Raffle admin panel</p> });
  },
}));
vi.mock('@/features/catalog/shell', () => ({
  loadProductPage: () => Promise.resolve({ ProductPage: FakeProductPage }),
}));
vi.mock('@/features/challenge/shell', () => ({
  loadDropCheck: () => {
    loads.dropCheck++;
    return Promise.resolve({ DropCheck: () => <p>Browser check</p> });
  },
}));

/** As the catalogue's page does: the title, then the route's extras, once the product is there. */
function FakeProductPage({ extras: Extras }: { extras?: ComponentType<{ product: Product }> }) {
  const { data } = useQuery(productQueryOptions(useParams().slug ?? ''));
  if (!data) return null;
  return (
    <>
      <h1>{data.title}</h1>
      {Extras && <Extras product={data} />}
    </>
  );
}

function open(item: Product) {
  const fetchMock = routeFetch({ [`GET /api/products/${item.slug}`]: () => ({ item }) });
  renderRoute(<ProductRoute />, { path: `/p/${item.slug}`, pattern: '/p/:slug' });
  return fetchMock;
}

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('ProductRoute', { shuffle: false }, () => {
  it('when the product is ordinary, then no drop part loads and nothing asks /api/drops', async () => {
    const item = makeProduct({ slug: 'plain-robot', title: 'Plain Robot' });
    const fetchMock = open(item);
    expect(await screen.findByRole('heading', { name: 'Plain Robot' })).toBeInTheDocument();
    expect(loads).toEqual({ dropCheck: 0, raffle: 0, raffleAdmin: 0 });
    expect(screen.queryByText('Raffle panel')).not.toBeInTheDocument();
    const urls = sentRequests(fetchMock).map((request) => request.url);
    expect(urls.filter((url) => url.includes('/api/drops'))).toEqual([]);
  });

  it('when the product is a release-time drop, then the browser check loads, not the raffle panel', async () => {
    const releaseAt = new Date(Date.now() + 3_600_000).toISOString();
    open(makeProduct({ slug: 'drop-robot', title: 'Drop Robot', releaseAt }));
    expect(await screen.findByText('Browser check')).toBeInTheDocument();
    expect(loads.raffle).toBe(0);
    expect(screen.queryByText('Raffle panel')).not.toBeInTheDocument();
  });

  it('when the product is sold by raffle, then the browser check and the shoppers’ raffle panel load', async () => {
    open(makeProduct({ slug: 'raffle-robot', title: 'Raffle Robot', raffle: true }));
    expect(await screen.findByText('Raffle panel')).toBeInTheDocument();
    expect(screen.getByText('Browser check')).toBeInTheDocument();
    expect(screen.queryByText('Raffle admin panel')).not.toBeInTheDocument();
  });

  it('when an admin opens an ordinary product, then only the admin panel loads (to turn a raffle on)', async () => {
    useSessionStore.setState({
      user: { uid: 'a1', email: 'admin@example.com', name: 'Admin' },
      role: 'admin',
    });
    open(makeProduct({ slug: 'admin-robot', title: 'Admin Robot' }));
    expect(await screen.findByText('Raffle admin panel')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Admin Robot' });
    expect(screen.queryByText('Raffle panel')).not.toBeInTheDocument();
  });
});
