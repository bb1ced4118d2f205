import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@contract/product';
import { ProductCard } from '@/components/ui/product-card';
import { useSessionStore } from '@/lib/session-store';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson } from '@/testing/route-fetch';
import { loadProductPage } from '@/features/catalog/shell';
import { ProductEditForm } from './product-edit-form';

// The product page as the app shows it (app/routes/product-route.tsx): with this form plugged in.
const { ProductPage } = await loadProductPage();
const renderProduct = (path: string) =>
  renderRoute(<ProductPage editForm={ProductEditForm} />, { path, pattern: '/p/:slug' });

const signInAs = (role: 'admin' | 'user') => {
  useSessionStore.setState({
    user: { uid: 'u1', email: `${role}@example.com`, name: role },
    role,
  });
};

let product: Product;

beforeEach(() => {
  product = makeProduct({
    id: 'p7',
    slug: 'moon-rabbit',
    title: 'Moon rabbit',
    price: 24,
    stock: 3,
    tags: ['plush'],
    specs: { Height: '12 cm' },
  });
});

describe('Product edit mode', () => {
  it('when a shopper opens ?edit=1, then they see the page without Edit or the form', async () => {
    signInAs('user');
    routeFetch({ 'GET /api/products/moon-rabbit': () => ({ item: product }) });
    renderProduct('/p/moon-rabbit?edit=1');

    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit product' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('when an admin presses Edit, then the edit form opens with the product in it', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    routeFetch({ 'GET /api/products/moon-rabbit': () => ({ item: product }) });
    renderProduct('/p/moon-rabbit');

    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Moon rabbit');
    expect(screen.getByLabelText('Tags (comma-separated)')).toHaveValue('plush');
    expect(screen.getByLabelText("Specs (one 'Key: Value' per line)")).toHaveValue('Height: 12 cm');
  });

  it('when an admin saves, then the parsed fields go by PATCH and the page shows the result', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    const fetchMock = routeFetch({
      'GET /api/products/moon-rabbit': () => ({ item: product }),
      'GET /api/products': () => ({ items: [product] }),
      'PATCH /api/admin/products/p7': (init) => {
        const patch = JSON.parse(init?.body as string) as Partial<Product>;
        product = { ...product, ...patch };
        return { item: product };
      },
    });
    renderProduct('/p/moon-rabbit?edit=1');

    const replace = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label));
      if (text) await user.type(screen.getByLabelText(label), text);
    };
    await screen.findByLabelText('Title');
    await replace('Title', '  ');
    await replace('Price (USD)', '');
    await replace('Stock', '12');
    await replace('Tags (comma-separated)', 'plush, , moon ');
    await replace(
      "Specs (one 'Key: Value' per line)",
      'Height: 14 cm{Enter}no value:{Enter}Scale: 1/6',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved Moon rabbit')).toBeInTheDocument();
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    expect(sentJson(fetchMock, index)).toEqual({
      title: 'Moon rabbit',
      price: 0,
      stock: 12,
      tags: ['plush', 'moon'],
      images: product.images,
      description: '',
      specs: { Height: '14 cm', Scale: '1/6' },
    });
    expect(await screen.findByText('14 cm')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit product' })).not.toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });

  it('when a negative price is typed, then nothing is sent and the field says why', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    const fetchMock = routeFetch({ 'GET /api/products/moon-rabbit': () => ({ item: product }) });
    renderProduct('/p/moon-rabbit?edit=1');

    const price = await screen.findByLabelText('Price (USD)');
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Price must not be negative')).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

describe('Product edit mode: release time (issue 23)', () => {
  const RELEASE_LABEL = 'Release time (your local time; blank: on sale now)';
  const patchedWith = async (text: string) => {
    const user = userEvent.setup();
    signInAs('admin');
    const fetchMock = routeFetch({
      'GET /api/products/moon-rabbit': () => ({ item: product }),
      'GET /api/products': () => ({ items: [product] }),
      'PATCH /api/admin/products/p7': () => ({ item: product }),
    });
    renderProduct('/p/moon-rabbit?edit=1');
    const field = await screen.findByLabelText(RELEASE_LABEL);
    await user.clear(field);
    if (text) await user.type(field, text);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PATCH');
    return index < 0 ? null : (sentJson(fetchMock, index) as Partial<Product>);
  };

  it('when an admin types a local release time, then it goes in the PATCH in UTC', async () => {
    const sent = await patchedWith('2030-12-01 18:00');
    expect(sent?.releaseAt).toBe(new Date(2030, 11, 1, 18, 0).toISOString());
  });

  it('when a drop has a release time, then the form shows it and blanking it sends null', async () => {
    product = { ...product, releaseAt: new Date(2030, 11, 1, 18, 0, 5).toISOString() };
    signInAs('admin');
    routeFetch({ 'GET /api/products/moon-rabbit': () => ({ item: product }) });
    const { unmount } = renderProduct('/p/moon-rabbit?edit=1');
    expect(await screen.findByLabelText(RELEASE_LABEL)).toHaveValue('2030-12-01 18:00:05');
    unmount();

    const sent = await patchedWith('');
    expect(sent).toHaveProperty('releaseAt', null);
  });

  it('when the release time cannot be read, then nothing is sent and the field says why', async () => {
    expect(await patchedWith('next friday')).toBeNull();
    expect(
      screen.getByText(
        'Release time must look like 2026-12-01 18:00 (your local time), or be blank',
      ),
    ).toBeVisible();
  });
});

describe('ProductCard Edit link', () => {
  it('when an admin sees a card, then it links to edit mode; a shopper sees no Edit', () => {
    signInAs('admin');
    const adminView = renderRoute(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'Edit Moon rabbit' })).toHaveAttribute(
      'href',
      '/p/moon-rabbit?edit=1',
    );
    adminView.unmount();

    signInAs('user');
    renderRoute(<ProductCard product={product} />);
    expect(screen.queryByRole('link', { name: 'Edit Moon rabbit' })).not.toBeInTheDocument();
  });
});
