import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@contract/product';
import { useSessionStore } from '@/lib/session-store';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch, sentJson } from '@/testing/route-fetch';
import { ProductsTab } from './products-tab';

type FetchMock = ReturnType<typeof routeFetch>;

const callsTo = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && (url as string).split('?')[0] === path,
  );

const bodyOf = (fetchMock: FetchMock, method: string, path: string) => {
  const index = fetchMock.mock.calls.findIndex(
    ([url, init]) => (init?.method ?? 'GET') === method && (url as string) === path,
  );
  return sentJson(fetchMock, index);
};

const rowOf = (title: string) => screen.getByRole('listitem', { name: title });

/** happy-dom has no window.confirm: stand in for the browser's dialog. */
const answerConfirm = (answer: boolean) => {
  const confirm = vi.fn<(message?: string) => boolean>(() => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
};

beforeEach(() => {
  useSessionStore.setState({
    user: { uid: 'a1', email: 'admin@example.com', name: 'Admin' },
    role: 'admin',
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, role: 'user' });
});

describe('ProductsTab add form', () => {
  it('when required fields are blank or numbers are bad, then nothing is sent and each field says why', async () => {
    const fetchMock = routeFetch({ 'GET /api/products': () => ({ items: [] }) });
    renderRoute(<ProductsTab />);
    expect(await screen.findByText('No products yet. Add the first one above.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Price is required')).toBeTruthy();
    expect(screen.getByText('Stock is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Title/));

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Moon rabbit' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '-3' } });
    fireEvent.change(screen.getByLabelText(/^Stock/), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByText('Price must not be negative')).toBeTruthy();
    expect(screen.getByText('Stock must be a number')).toBeTruthy();
    expect(screen.getByLabelText(/^Price/).getAttribute('aria-invalid')).toBe('true');

    expect(callsTo(fetchMock, 'POST', '/api/admin/products')).toHaveLength(0);
  });

  it('when the form is valid, then it sends parsed numbers and lists and shows the new product', async () => {
    const created = makeProduct({ id: 'new1', slug: 'moon-rabbit', title: 'Moon rabbit' });
    let items: Product[] = [];
    const fetchMock = routeFetch({
      'GET /api/products': () => ({ items }),
      'POST /api/admin/products': () => {
        items = [created];
        return Response.json({ item: created }, { status: 201 });
      },
    });
    renderRoute(<ProductsTab />);
    await screen.findByText('No products yet. Add the first one above.');

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: ' Moon rabbit ' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '24.5' } });
    fireEvent.change(screen.getByLabelText(/^Stock/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Tags (comma-separated)'), {
      target: { value: 'plush, , moon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added: Moon rabbit')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST', '/api/admin/products')).toEqual({
      title: 'Moon rabbit',
      price: 24.5,
      stock: 3,
      tags: ['plush', 'moon'],
      images: [],
      description: '',
      specs: {},
    });
    expect(await screen.findByRole('listitem', { name: 'Moon rabbit' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('');
  });
});

describe('ProductsTab list', () => {
  let product: Product;
  beforeEach(() => {
    product = makeProduct({
      id: 'p42',
      slug: 'space-cat',
      title: 'Space cat',
      price: 30,
      stock: 2,
    });
  });

  it('when +5 is pressed, then it restocks by 5 and shows the new stock', async () => {
    const fetchMock = routeFetch({
      'GET /api/products': () => ({ items: [product] }),
      'POST /api/admin/restock/p42': () => {
        product = { ...product, stock: product.stock + 5 };
        return { item: product };
      },
    });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });

    fireEvent.click(screen.getByRole('button', { name: 'Restock Space cat (+5)' }));
    expect(await screen.findByText('Space cat: stock is now 7')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST', '/api/admin/restock/p42')).toEqual({ qty: 5 });
    expect(within(rowOf('Space cat')).getByLabelText<HTMLInputElement>(/^Stock/).value).toBe('7');
  });

  it('when price and stock are edited and Enter pressed, then only the changes are saved', async () => {
    const fetchMock = routeFetch({
      'GET /api/products': () => ({ items: [product] }),
      'PATCH /api/admin/products/p42': () => {
        product = { ...product, price: 32.5, stock: 9 };
        return { item: product };
      },
    });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });
    const row = within(rowOf('Space cat'));

    fireEvent.change(row.getByLabelText('Price of Space cat'), { target: { value: '32.50' } });
    fireEvent.change(row.getByLabelText('Stock of Space cat'), { target: { value: '9' } });
    fireEvent.submit(row.getByRole('form', { name: 'Price and stock of Space cat' }));

    expect(await screen.findByText('Saved Space cat: $32.50, stock 9')).toBeTruthy();
    expect(bodyOf(fetchMock, 'PATCH', '/api/admin/products/p42')).toEqual({
      price: 32.5,
      stock: 9,
    });
    await waitFor(() => {
      expect(row.getByLabelText<HTMLInputElement>('Price of Space cat').value).toBe('32.50');
    });
  });

  it('when an inline stock is negative, then nothing is sent and the row says why', async () => {
    const fetchMock = routeFetch({ 'GET /api/products': () => ({ items: [product] }) });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });
    const row = within(rowOf('Space cat'));

    const stock = row.getByLabelText('Stock of Space cat');
    fireEvent.change(stock, { target: { value: '-1' } });
    fireEvent.blur(stock);
    expect(row.getByText('Stock must not be negative')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/products/p42')).toHaveLength(0);
  });

  it('when Delete is confirmed, then the product is deleted and leaves the list', async () => {
    const confirm = answerConfirm(true);
    let items = [product];
    const fetchMock = routeFetch({
      'GET /api/products': () => ({ items }),
      'DELETE /api/admin/products/p42': () => {
        items = [];
        return { ok: true };
      },
    });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Space cat' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(await screen.findByText('Deleted Space cat')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/products/p42')).toHaveLength(1);
    await waitFor(() => {
      expect(screen.queryByRole('listitem', { name: 'Space cat' })).toBeNull();
    });
  });

  it('when Delete is not confirmed, then nothing is sent', async () => {
    answerConfirm(false);
    const fetchMock = routeFetch({ 'GET /api/products': () => ({ items: [product] }) });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Space cat' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/products/p42')).toHaveLength(0);
  });

  it('when a restock fails, then the server message is shown as an error notice', async () => {
    routeFetch({
      'GET /api/products': () => ({ items: [product] }),
      'POST /api/admin/restock/p42': () =>
        Response.json({ error: 'Product not found' }, { status: 404 }),
    });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });
    fireEvent.click(screen.getByRole('button', { name: 'Restock Space cat (+5)' }));
    expect(await screen.findByText('Product not found')).toBeTruthy();
  });

  it('when the list fails to load, then it shows the error in a red box', async () => {
    routeFetch({ 'GET /api/products': () => new Response('', { status: 500 }) });
    renderRoute(<ProductsTab />);
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Products error');
  });
});
