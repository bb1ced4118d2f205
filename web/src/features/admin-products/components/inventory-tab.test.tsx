import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { InventoryTab } from './inventory-tab';

describe('InventoryTab', () => {
  it('lists stock per product, lowest first, with the stock badge', async () => {
    routeFetch({
      'GET /api/products': () => ({
        items: [
          makeProduct({ title: 'Plenty', stock: 40 }),
          makeProduct({ title: 'Gone', stock: 0 }),
          makeProduct({ title: 'Few', stock: 8 }),
        ],
      }),
    });
    renderRoute(<InventoryTab />);

    await screen.findByText('Plenty');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Gone0Out of stock',
      'Few8Low stock: 8 left',
      'Plenty40In stock',
    ]);
    expect(screen.getByText('3 products · 1 out of stock · 1 running low')).toBeInTheDocument();
  });

  it('shows a failure in a red box', async () => {
    routeFetch({ 'GET /api/products': () => new Response('', { status: 500 }) });
    renderRoute(<InventoryTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Products error');
  });
});
