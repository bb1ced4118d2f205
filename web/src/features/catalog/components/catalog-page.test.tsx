import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { answerJson, renderRoute } from '@/testing/render-with-providers';
import { CatalogPage } from './catalog-page';
import { PAGE_SIZE } from './product-results';

describe('CatalogPage', () => {
  it('renders one page of a large catalogue, then more on demand', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 5000 }, (_, i) =>
      makeProduct({ title: `Figure ${i}`, price: 5 + (i % 90), stock: 1 + (i % 20) }),
    );
    vi.stubGlobal('fetch', answerJson({ items }));
    renderRoute(<CatalogPage />, { path: '/catalog' });

    expect(await screen.findByText('5,000 items')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE * 2);
  });

  it('searches, shows the empty state and clears all filters', async () => {
    const user = userEvent.setup();
    const items = [
      makeProduct({ title: 'Moon rabbit', price: 30, tags: ['plush', 'x'.repeat(51)] }),
      makeProduct({ title: 'Space cat', price: 45.5, tags: ['vinyl'] }),
    ];
    vi.stubGlobal('fetch', answerJson({ items }));
    renderRoute(<CatalogPage />, { path: '/catalog' });

    const card = (await screen.findByRole('heading', { name: 'Moon rabbit' })).closest('article');
    if (!card) throw new Error('card not found');
    expect(within(card).getByText('$30.00')).toBeInTheDocument();
    expect(within(card).getByText('plush')).toBeInTheDocument();

    const search = screen.getByLabelText('Search products');
    await user.type(search, 'CAT');
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moon rabbit' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'dragon');
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
  });

  it('has labelled price sliders up to max(highest price, 100) and a low-stock filter', async () => {
    const user = userEvent.setup();
    const items = [
      makeProduct({ title: 'Rare', price: 180, stock: 2 }),
      makeProduct({ title: 'Common', price: 20, stock: 50 }),
    ];
    vi.stubGlobal('fetch', answerJson({ items }));
    renderRoute(<CatalogPage />, { path: '/catalog' });

    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByLabelText('Maximum price')).toHaveAttribute('max', '180');
    expect(screen.getByLabelText('Minimum price')).toHaveAttribute('min', '0');

    await user.click(screen.getByLabelText('Low stock only'));
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rare' })).toBeInTheDocument();
  });

  it('shows the sort select with Featured first', async () => {
    vi.stubGlobal('fetch', answerJson({ items: [makeProduct()] }));
    renderRoute(<CatalogPage />, { path: '/catalog' });
    const sort = await screen.findByLabelText<HTMLSelectElement>('Sort by');
    expect(sort).toHaveValue('featured');
    expect(sort.options).toHaveLength(7);
  });

  it('shows a failed load as Error: message in an alert', async () => {
    vi.stubGlobal('fetch', answerJson({ error: 'Products error' }, 500));
    renderRoute(<CatalogPage />, { path: '/catalog' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Products error');
  });
});
