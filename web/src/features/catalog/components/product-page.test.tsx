import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { useWishlistStore } from '@/features/wishlist/stores/wishlist-store';
import { readRecentlyViewed } from '@/lib/storage';
import { makeProduct } from '@/testing/make-product';
import { answerJson, renderRoute } from '@/testing/render-with-providers';
import { ProductPage } from './product-page';

const renderProduct = (slug: string) =>
  renderRoute(<ProductPage />, { path: `/p/${slug}`, pattern: '/p/:slug' });

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
  useWishlistStore.setState({ ids: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductPage', () => {
  it('shows the product, adds it to the cart with a notification and records the view', async () => {
    const item = makeProduct({
      slug: 'moon-rabbit',
      title: 'Moon rabbit',
      price: 24,
      stock: 2,
      specs: { Height: '12 cm' },
    });
    vi.stubGlobal('fetch', answerJson({ item }));
    renderProduct('moon-rabbit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Moon rabbit' })).toBeTruthy();
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect(screen.getByText('12 cm')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Moon rabbit' }).getAttribute('fetchpriority')).toBe(
      'high',
    );
    expect(readRecentlyViewed()).toEqual([item.id]);

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Added to cart')).toBeTruthy();
    expect(useCartStore.getState().items[0]?.qty).toBe(1);
  });

  it('toggles the wishlist with aria-pressed', async () => {
    vi.stubGlobal('fetch', answerJson({ item: makeProduct({ slug: 'owl' }) }));
    renderProduct('owl');
    const button = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    const saved = screen.getByRole('button', { name: 'Remove from wishlist' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(useWishlistStore.getState().ids).toHaveLength(1);
  });

  it('disables Add to cart and reads Out of stock at stock 0', async () => {
    vi.stubGlobal('fetch', answerJson({ item: makeProduct({ slug: 'gone', stock: 0 }) }));
    renderProduct('gone');
    const buttons = await screen.findAllByText('Out of stock');
    const button = buttons.find((el) => el.tagName === 'BUTTON');
    expect(button).toBeDefined();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows Product not found with a link back for a 404', async () => {
    vi.stubGlobal('fetch', answerJson({ error: 'Product not found' }, 404));
    renderProduct('missing');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to catalog' }).getAttribute('href')).toBe(
      '/catalog',
    );
  });
});
