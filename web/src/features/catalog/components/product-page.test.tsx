import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { Product } from '@contract/product';
import { useCartStore } from '@/features/cart';
import { useSessionStore } from '@/lib/session-store';
import { useWishlistStore } from '@/features/wishlist';
import { readRecentlyViewed } from '@/lib/saved-ids-storage';
import { makeProduct } from '@/testing/make-product';
import { answerJson, renderRoute } from '@/testing/render-with-providers';
import { ProductPage } from './product-page';

const renderProduct = (slug: string) =>
  renderRoute(<ProductPage />, { path: `/p/${slug}`, pattern: '/p/:slug' });

describe('ProductPage', () => {
  it('shows the product, adds it to the cart with a notification and records the view', async () => {
    const user = userEvent.setup();
    const item = makeProduct({
      slug: 'moon-rabbit',
      title: 'Moon rabbit',
      price: 24,
      stock: 2,
      specs: { Height: '12 cm' },
    });
    vi.stubGlobal('fetch', answerJson({ item }));
    renderProduct('moon-rabbit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moon rabbit' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByText('12 cm')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Moon rabbit' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(readRecentlyViewed()).toEqual([item.id]);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Added to cart')).toBeVisible();
    expect(useCartStore.getState().items[0]?.qty).toBe(1);
  });

  it('when the app plugs in extras, then they render below the product, with it', async () => {
    vi.stubGlobal('fetch', answerJson({ item: makeProduct({ slug: 'owl', raffle: true }) }));
    const Extras = ({ product }: { product: Product }) => (
      <p>{product.raffle ? 'Sold by raffle' : 'First come'}</p>
    );
    renderRoute(<ProductPage extras={Extras} />, { path: '/p/owl', pattern: '/p/:slug' });
    expect(await screen.findByText('Sold by raffle')).toBeInTheDocument();
  });

  it('toggles the wishlist with aria-pressed', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answerJson({ item: makeProduct({ slug: 'owl' }) }));
    renderProduct('owl');
    const button = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    const saved = screen.getByRole('button', { name: 'Remove from wishlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(useWishlistStore.getState().ids).toHaveLength(1);
  });

  it('disables Add to cart and reads Out of stock at stock 0', async () => {
    vi.stubGlobal('fetch', answerJson({ item: makeProduct({ slug: 'gone', stock: 0 }) }));
    renderProduct('gone');
    expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('when the product cannot be loaded, then it shows the error with Try again, which loads it once the API answers', async () => {
    const user = userEvent.setup();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(Response.json({ error: 'The store is busy' }, { status: 503 }))
      .mockResolvedValueOnce(Response.json({ item: makeProduct({ slug: 'fox', title: 'Fox' }) }));
    vi.stubGlobal('fetch', fetchMock);
    renderProduct('fox');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: The store is busy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fox' })).toBeInTheDocument();
    expect(screen.queryByText('Error: The store is busy')).not.toBeInTheDocument();
  });

  it('shows Product not found with a link back for a 404', async () => {
    vi.stubGlobal('fetch', answerJson({ error: 'Product not found' }, 404));
    renderProduct('missing');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });

  describe('purchase limits', () => {
    const signedIn = (emailVerified: boolean) => {
      useSessionStore
        .getState()
        .setSession(
          { uid: 'u1', email: 'collector@example.com', name: 'Collector' },
          'user',
          emailVerified,
        );
    };

    it('when a guest views a per-customer item, then the limits and the sign-in notice show', async () => {
      const item = makeProduct({ slug: 'rare-dino', maxPerOrder: 2, maxPerCustomer: 4 });
      vi.stubGlobal('fetch', answerJson({ item }));
      renderProduct('rare-dino');
      expect(await screen.findByText('Limit 2 per order')).toBeInTheDocument();
      expect(screen.getByText('Limit 4 per customer')).toBeInTheDocument();
      expect(
        screen.getByText('Sign in with a verified e-mail to buy this limited item'),
      ).toBeInTheDocument();
    });

    it('when an unverified account views it, then the notice shows; a verified one, not', async () => {
      signedIn(false);
      vi.stubGlobal('fetch', answerJson({ item: makeProduct({ slug: 'owl', maxPerCustomer: 1 }) }));
      const unverified = renderProduct('owl');
      expect(
        await screen.findByText('Sign in with a verified e-mail to buy this limited item'),
      ).toBeInTheDocument();
      unverified.unmount();
      signedIn(true);
      renderProduct('owl');
      expect(await screen.findByText('Limit 1 per customer')).toBeInTheDocument();
      expect(
        screen.queryByText('Sign in with a verified e-mail to buy this limited item'),
      ).not.toBeInTheDocument();
    });

    it('when Add to cart is pressed past maxPerOrder, then the cart stops at the limit and says why', async () => {
      const user = userEvent.setup();
      vi.stubGlobal('fetch', answerJson({ item: makeProduct({ slug: 'bot', maxPerOrder: 1 }) }));
      renderProduct('bot');
      const add = await screen.findByRole('button', { name: 'Add to cart' });
      await user.click(add);
      await user.click(add);
      expect(useCartStore.getState().items[0]?.qty).toBe(1);
      expect(await screen.findAllByText('Limit 1 per order')).toHaveLength(2);
    });
  });
});
