import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('ProductsTab add form', () => {
  it('when required fields are blank or numbers are bad, then nothing is sent and each field says why', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'GET /api/products': () => ({ items: [] }) });
    renderRoute(<ProductsTab />);
    expect(
      await screen.findByText('No products yet. Add the first one above.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(screen.getByText('Price is required')).toBeVisible();
    expect(screen.getByText('Stock is required')).toBeVisible();
    expect(screen.getByLabelText(/^Title \*$/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Title \*$/), 'Moon rabbit');
    await user.type(screen.getByLabelText(/^Price/), '-3');
    await user.type(screen.getByLabelText(/^Stock/), 'lots');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByText('Price must not be negative')).toBeVisible();
    expect(screen.getByText('Stock must be a number')).toBeVisible();
    expect(screen.getByLabelText(/^Price/)).toBeInvalid();

    expect(callsTo(fetchMock, 'POST', '/api/admin/products')).toHaveLength(0);
  });

  it('when the form is valid, then it sends parsed numbers and lists and shows the new product', async () => {
    const user = userEvent.setup();
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

    await user.type(screen.getByLabelText(/^Title \*$/), ' Moon rabbit ');
    await user.type(screen.getByLabelText(/^Price/), '24.5');
    await user.type(screen.getByLabelText(/^Stock/), '3');
    await user.type(screen.getByLabelText('Tags (comma-separated)'), 'plush, , moon');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added: Moon rabbit')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/admin/products')).toEqual({
      title: 'Moon rabbit',
      price: 24.5,
      stock: 3,
      tags: ['plush', 'moon'],
      images: [],
      description: '',
      specs: {},
    });
    expect(await screen.findByRole('listitem', { name: 'Moon rabbit' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title \*$/)).toHaveValue('');
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

  it('when products are drops, then their rows show the release time or the raffle', async () => {
    const drop = { ...product, releaseAt: new Date(Date.now() + 3_600_000).toISOString() };
    const raffle = makeProduct({ id: 'p43', slug: 'moon-owl', title: 'Moon owl', raffle: true });
    routeFetch({ 'GET /api/products': () => ({ items: [drop, raffle] }) });
    renderRoute(<ProductsTab />);
    expect(
      within(await screen.findByRole('listitem', { name: 'Space cat' })).getByText(/^Drop · /),
    ).toBeInTheDocument();
    expect(within(rowOf('Moon owl')).getByText('Drop · Raffle')).toBeInTheDocument();
  });

  it('when +5 is pressed, then it restocks by 5 and shows the new stock', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/products': () => ({ items: [product] }),
      'POST /api/admin/restock/p42': () => {
        product = { ...product, stock: product.stock + 5 };
        return { item: product };
      },
    });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });

    await user.click(screen.getByRole('button', { name: 'Restock Space cat (+5)' }));
    expect(await screen.findByText('Space cat: stock is now 7')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/admin/restock/p42')).toEqual({ qty: 5 });
    expect(within(rowOf('Space cat')).getByLabelText(/^Stock/)).toHaveValue('7');
  });

  it('when price and stock are edited and Enter pressed, then only the changes are saved', async () => {
    const user = userEvent.setup();
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

    await user.clear(row.getByLabelText('Price of Space cat'));
    await user.type(row.getByLabelText('Price of Space cat'), '32.50');
    await user.clear(row.getByLabelText('Stock of Space cat'));
    await user.type(row.getByLabelText('Stock of Space cat'), '9{Enter}');

    expect(await screen.findByText('Saved Space cat: $32.50, stock 9')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH', '/api/admin/products/p42')).toEqual({
      price: 32.5,
      stock: 9,
    });
    await waitFor(() => {
      expect(row.getByLabelText('Price of Space cat')).toHaveValue('32.50');
    });
  });

  it('when an inline stock is negative, then nothing is sent and the row says why', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ 'GET /api/products': () => ({ items: [product] }) });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });
    const row = within(rowOf('Space cat'));

    const stock = row.getByLabelText('Stock of Space cat');
    await user.clear(stock);
    await user.type(stock, '-1');
    await user.click(document.body); // leaves the row
    expect(row.getByText('Stock must not be negative')).toBeVisible();
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/products/p42')).toHaveLength(0);
  });

  it('when Delete is confirmed, then the product is deleted and leaves the list', async () => {
    const user = userEvent.setup();
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

    await user.click(screen.getByRole('button', { name: 'Delete Space cat' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(await screen.findByText('Deleted Space cat')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/products/p42')).toHaveLength(1);
    await waitFor(() => {
      expect(screen.queryByRole('listitem', { name: 'Space cat' })).not.toBeInTheDocument();
    });
  });

  it('when Delete is not confirmed, then nothing is sent', async () => {
    const user = userEvent.setup();
    answerConfirm(false);
    const fetchMock = routeFetch({ 'GET /api/products': () => ({ items: [product] }) });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });
    await user.click(screen.getByRole('button', { name: 'Delete Space cat' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/products/p42')).toHaveLength(0);
  });

  it('when a restock fails, then the server message is shown as an error notice', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/products': () => ({ items: [product] }),
      'POST /api/admin/restock/p42': () =>
        Response.json({ error: 'Product not found' }, { status: 404 }),
    });
    renderRoute(<ProductsTab />);
    await screen.findByRole('listitem', { name: 'Space cat' });
    await user.click(screen.getByRole('button', { name: 'Restock Space cat (+5)' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });

  it('when the list fails to load, then it shows the error in a red box', async () => {
    routeFetch({ 'GET /api/products': () => new Response('', { status: 500 }) });
    renderRoute(<ProductsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Products error');
  });
});
