import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { useChallengeStore } from '../stores/challenge-store';
import { DropCheck } from './drop-check';

// The widget's chunk is not loaded in unit tests: a solve answers at once.
const solves = vi.hoisted(() => ({ count: 0 }));
vi.mock('../altcha-solver', () => ({
  solveNewChallenge: () => {
    solves.count++;
    return Promise.resolve({ payload: 'payload', expiresAtMs: Date.now() + 600_000 });
  },
}));

function renderFor(releaseAt: string | undefined, raffle?: boolean) {
  const item = makeProduct({ slug: 'tin-robot', releaseAt, raffle });
  routeFetch({ [`GET /api/products/${item.slug}`]: () => ({ item }) });
  renderRoute(<DropCheck />, { path: `/p/${item.slug}`, pattern: '/p/:slug' });
  return item;
}

beforeEach(() => {
  solves.count = 0;
  useChallengeStore.setState({ status: 'idle', payload: null, expiresAtMs: 0, dropIds: [] });
});

describe('DropCheck', () => {
  it('when the product is a drop, then it solves the browser check in the background and says so', async () => {
    const item = renderFor(new Date(Date.now() - 60_000).toISOString());
    expect(await screen.findByText('Browser check done: ready for the drop.')).toBeInTheDocument();
    expect(solves.count).toBe(1);
    expect(useChallengeStore.getState()).toMatchObject({ payload: 'payload', dropIds: [item.id] });
  });

  it('when the product is sold by raffle, then it solves the browser check too (for the entry and the order)', async () => {
    const item = renderFor(undefined, true);
    expect(await screen.findByText('Browser check done: ready for the drop.')).toBeInTheDocument();
    expect(useChallengeStore.getState().dropIds).toEqual([item.id]);
  });

  it('when the product is ordinary, then it shows and solves nothing', async () => {
    renderFor(undefined);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(solves.count).toBe(0);
  });
});
