import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@contract/product';
import { ProductCard } from '@/components/ui/product-card';
import { useSessionStore } from '@/lib/session-store';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson } from '@/testing/route-fetch';
import { ProductPage } from '@/features/catalog/components/product-page';

const renderProduct = (path: string) => renderRoute(<ProductPage />, { path, pattern: '/p/:slug' });

const signInAs = (role: 'admin' | 'user') => {
  useSessionStore.setState({
    user: { uid: 'u1', email: `${role}@example.com`, name: role },
    role,
  });
};

let product: Product;

beforeEach(() => {
  localStorage.clear();
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, role: 'user' });
});

describe('Product edit mode', () => {
  it('when a shopper opens ?edit=1, then they see the page without Edit or the form', async () => {
    signInAs('user');
    routeFetch({ 'GET /api/products/moon-rabbit': () => ({ item: product }) });
    renderProduct('/p/moon-rabbit?edit=1');

    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Edit product' })).toBeNull();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('when an admin presses Edit, then the edit form opens with the product in it', async () => {
    signInAs('admin');
    routeFetch({ 'GET /api/products/moon-rabbit': () => ({ item: product }) });
    renderProduct('/p/moon-rabbit');

    fireEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit product' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Moon rabbit');
    expect(screen.getByLabelText<HTMLInputElement>('Tags (comma-separated)').value).toBe('plush');
    expect(
      screen.getByLabelText<HTMLTextAreaElement>("Specs (one 'Key: Value' per line)").value,
    ).toBe('Height: 12 cm');
  });

  it('when an admin saves, then the parsed fields go by PATCH and the page shows the result', async () => {
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

    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Price (USD)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Tags (comma-separated)'), {
      target: { value: 'plush, , moon ' },
    });
    fireEvent.change(screen.getByLabelText("Specs (one 'Key: Value' per line)"), {
      target: { value: 'Height: 14 cm\nno value:\nScale: 1/6' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved Moon rabbit')).toBeTruthy();
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
    expect(await screen.findByText('14 cm')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit product' })).toBeNull();
    expect(screen.getByText('$0.00')).toBeTruthy();
  });

  it('when a negative price is typed, then nothing is sent and the field says why', async () => {
    signInAs('admin');
    const fetchMock = routeFetch({ 'GET /api/products/moon-rabbit': () => ({ item: product }) });
    renderProduct('/p/moon-rabbit?edit=1');

    fireEvent.change(await screen.findByLabelText('Price (USD)'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Price must not be negative')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

describe('ProductCard Edit link', () => {
  it('when an admin sees a card, then it links to edit mode; a shopper sees no Edit', () => {
    signInAs('admin');
    renderRoute(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'Edit Moon rabbit' }).getAttribute('href')).toBe(
      '/p/moon-rabbit?edit=1',
    );
    cleanup();

    signInAs('user');
    renderRoute(<ProductCard product={product} />);
    expect(screen.queryByRole('link', { name: 'Edit Moon rabbit' })).toBeNull();
  });
});
