import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DropStateResponse, MyEntry, RaffleView } from '@contract/raffle';
import { setPageLocale } from '@/i18n/locale';
import { useSessionStore } from '@/lib/session-store';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { RafflePanel } from './raffle-panel';

const item = makeProduct({ slug: 'gold-robot', title: 'Gold Robot' });

const raffle = (over: Partial<RaffleView>): DropStateResponse => ({
  productId: item.id,
  serverTime: new Date().toISOString(),
  drop: {
    mode: 'raffle',
    state: 'open',
    entriesOpenAt: '2026-12-01T17:00:00Z',
    entriesCloseAt: '2026-12-01T18:00:00Z',
    drawAt: '2026-12-01T18:00:00Z',
    checkoutWindowSeconds: 1800,
    seedHash: 'a'.repeat(64),
    entryListHash: null,
    entryIds: null,
    seed: null,
    drawOrder: null,
    units: null,
    mine: null,
    ...over,
  },
});

function open(answers: DropStateResponse[], entry?: MyEntry) {
  let reads = 0;
  const fetchMock = routeFetch({
    [`GET /api/products/${item.slug}`]: () => ({ item }),
    [`GET /api/drops/${item.id}`]: () => answers[Math.min(reads++, answers.length - 1)] ?? {},
    [`POST /api/drops/${item.id}/entries`]: () => Response.json({ entry }, { status: 201 }),
  });
  renderRoute(<RafflePanel />, { path: `/p/${item.slug}`, pattern: '/p/:slug' });
  return fetchMock;
}

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('RafflePanel', () => {
  it('when a verified shopper enters an open raffle, then the page says they are in with their entry id', async () => {
    useSessionStore.setState({ user: { uid: 'u1', email: 'a@example.com', name: 'A' } });
    const mine: MyEntry = {
      entryId: 'abc123def456abc123def456',
      status: 'entered',
      checkoutBy: null,
    };
    const fetchMock = open([raffle({}), raffle({ mine })], mine);
    expect(await screen.findByText(/Entries open until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enter the raffle' }));
    expect(await screen.findByText(/You're in/)).toBeInTheDocument();
    expect(screen.getByText(mine.entryId)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('when a guest opens an open raffle, then there is no entry button but a sign-in note', async () => {
    open([raffle({})]);
    expect(await screen.findByText('Sign in to enter.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enter the raffle' })).not.toBeInTheDocument();
  });

  it('when the shopper won, then the page says so with the checkout deadline', async () => {
    useSessionStore.setState({ user: { uid: 'u1', email: 'a@example.com', name: 'A' } });
    const mine: MyEntry = { entryId: 'e1', status: 'won', checkoutBy: '2026-12-01T18:30:00Z' };
    open([raffle({ state: 'drawn', seed: 'b'.repeat(64), mine })]);
    expect(
      await screen.findByText(/You won! Add it to your cart and check out by/),
    ).toBeInTheDocument();
    expect(screen.getByText('b'.repeat(64))).toBeInTheDocument();
  });

  it('when the raffle finished without serving the shopper, then "Not drawn this time" and "Sold"', async () => {
    useSessionStore.setState({ user: { uid: 'u1', email: 'a@example.com', name: 'A' } });
    const mine: MyEntry = { entryId: 'e2', status: 'not-drawn', checkoutBy: null };
    open([raffle({ state: 'finished', mine })]);
    expect(await screen.findByText(/Not drawn this time/)).toBeInTheDocument();
    expect(screen.getByText(/Sold: this raffle has finished/)).toBeInTheDocument();
  });

  it('when the product is first come, then nothing shows', async () => {
    const fetchMock = open([{ productId: item.id, serverTime: '', drop: { mode: 'first-come' } }]);
    await vi.waitFor(() => {
      expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
    });
    expect(screen.queryByRole('heading', { name: 'Raffle' })).not.toBeInTheDocument();
  });
});

describe('RafflePanel on a Russian page', () => {
  const signedIn = () => {
    useSessionStore.setState({ user: { uid: 'u1', email: 'a@example.com', name: 'A' } });
  };

  afterEach(() => {
    setPageLocale('en');
  });

  it('when a verified shopper enters an open raffle, then the states and the entry read Russian', async () => {
    setPageLocale('ru');
    signedIn();
    const mine: MyEntry = { entryId: 'abc123', status: 'entered', checkoutBy: null };
    open([raffle({}), raffle({ mine })], mine);
    expect(await screen.findByRole('heading', { name: 'Розыгрыш' })).toBeInTheDocument();
    expect(screen.getByText(/^Заявки принимаются до .+\.$/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Заказать этот товар могут только выигравшие заявки, по одной штуке на заявку.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Участвовать в розыгрыше' }));
    const line = await screen.findByText(/^Вы участвуете\. Ваша заявка:/);
    expect(line).toHaveTextContent('Вы участвуете. Ваша заявка: abc123');
    expect(screen.getByText('abc123').tagName).toBe('CODE');
  });

  it('when a guest opens an open raffle, then the sign-in note is Russian', async () => {
    setPageLocale('ru');
    open([raffle({})]);
    expect(await screen.findByText('Войдите, чтобы участвовать.')).toBeInTheDocument();
  });

  it('when entries are yet to open, then the opening time reads Russian', async () => {
    setPageLocale('ru');
    open([raffle({ state: 'scheduled' })]);
    expect(await screen.findByText(/^Приём заявок начнётся .+\.$/)).toBeInTheDocument();
  });

  it('when the shopper won, then the deadline and the entry read Russian, and the proofs count the entries', async () => {
    setPageLocale('ru');
    signedIn();
    const mine: MyEntry = { entryId: 'e1', status: 'won', checkoutBy: '2026-12-01T18:30:00Z' };
    open([
      raffle({
        state: 'drawn',
        seed: 'b'.repeat(64),
        entryListHash: 'c'.repeat(64),
        entryIds: ['e1', 'e2', 'e3'],
        mine,
      }),
    ]);
    const line = await screen.findByText(/^Вы выиграли! Добавьте товар в корзину/);
    expect(line).toHaveTextContent(
      /оформите заказ до \d{1,2} дек\. 2026 г\., \d\d:\d\d\. \(Заявка e1\)$/,
    );
    expect(
      screen.getByText('Розыгрыш проведён: победители оформляют заказы по очереди жеребьёвки.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Хеш списка заявок (3 заявки)')).toBeInTheDocument();
    expect(screen.getByText('Как проверить честность розыгрыша')).toBeInTheDocument();
  });

  it('when the raffle finished without serving the shopper, then "not drawn" and "sold" read Russian', async () => {
    setPageLocale('ru');
    signedIn();
    const mine: MyEntry = { entryId: 'e2', status: 'not-drawn', checkoutBy: null };
    open([raffle({ state: 'finished', mine })]);
    expect(
      await screen.findByText(/^В этот раз ваша заявка не выиграла\. \(Заявка/),
    ).toHaveTextContent('(Заявка e2)');
    expect(screen.getByText('Продано: розыгрыш завершён.')).toBeInTheDocument();
  });
});
