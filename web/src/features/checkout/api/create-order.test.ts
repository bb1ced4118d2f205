import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateOrderRequest } from '@contract/checkout';
import { ApiError } from '@/lib/api-error';
import { makeOrder } from '@/testing/make-order';
import { routeFetch, sentRequests } from '@/testing/route-fetch';
import {
  createOrder,
  IN_PROGRESS_RETRIES,
  ORDER_TIMEOUT_MS,
  UNCONFIRMED_MESSAGE,
  UNKNOWN_RETRIES,
  useCreateOrder,
} from './create-order';

const request = { items: [{ id: 'p1', qty: 1 }] } as unknown as CreateOrderRequest;
const order = makeOrder();

const inProgress = () =>
  Response.json(
    { error: 'This order is still being placed. Please wait a moment.', code: 'in_progress' },
    { status: 409, headers: { 'Retry-After': '1' } },
  );
const placed = () => Response.json({ ok: true, order, replayed: true }, { status: 200 });

function mockAnswers(...answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const keyOf = (call: Parameters<typeof fetch> | undefined) =>
  (call?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

const unavailable = () =>
  Response.json(
    { error: 'The store is busy. Please try again in a moment.' },
    { status: 503, headers: { 'Retry-After': '2' } },
  );

describe('createOrder', () => {
  it('when the order is in progress elsewhere, then it waits Retry-After and asks again with the same key, and gets the order', async () => {
    const fetchMock = mockAnswers(inProgress(), inProgress(), placed());
    const sleep = vi.fn(() => Promise.resolve());
    const answer = await createOrder(request, 'key-12345678', { sleep });
    expect(answer.order.id).toBe(order.id);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.map(keyOf)).toEqual(Array(3).fill('key-12345678'));
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });

  it('when it stays in progress past the retries, then the shopper hears why', async () => {
    mockAnswers(...Array.from({ length: IN_PROGRESS_RETRIES + 1 }, inProgress));
    const error = await createOrder(request, 'key-12345678', {
      sleep: () => Promise.resolve(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'in_progress' });
  });

  it('when the answer is another 409 (sold out), then it is not retried', async () => {
    const fetchMock = mockAnswers(
      Response.json({ error: "'Robot' is out of stock" }, { status: 409 }),
    );
    const sleep = vi.fn(() => Promise.resolve());
    await expect(createOrder(request, 'key-12345678', { sleep })).rejects.toMatchObject({
      status: 409,
      message: "'Robot' is out of stock",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('when the API answers 503, then it asks once more with the same key after Retry-After and shows the order', async () => {
    const fetchMock = mockAnswers(unavailable(), placed());
    const sleep = vi.fn(() => Promise.resolve());
    const answer = await createOrder(request, 'key-12345678', { sleep });
    expect(answer.order.id).toBe(order.id);
    expect(fetchMock.mock.calls.map(keyOf)).toEqual(['key-12345678', 'key-12345678']);
    expect(sleep.mock.calls).toEqual([[2000]]);
  });

  it('when the answer was lost (timeout), then the same key is sent again and replays the order', async () => {
    vi.useFakeTimers();
    const stall: typeof fetch = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(stall)
      .mockResolvedValueOnce(placed());
    vi.stubGlobal('fetch', fetchMock);
    const answer = createOrder(request, 'key-12345678', { sleep: () => Promise.resolve() });
    await vi.advanceTimersByTimeAsync(ORDER_TIMEOUT_MS);
    await expect(answer).resolves.toMatchObject({ order: { id: order.id } });
    expect(fetchMock.mock.calls.map(keyOf)).toEqual(['key-12345678', 'key-12345678']);
  });

  it('when the outcome stays unknown, then the shopper is told the order could not be confirmed and to check My orders', async () => {
    const fetchMock = mockAnswers(
      ...Array.from({ length: UNKNOWN_RETRIES + 1 }, unavailable),
      placed(),
    );
    const error = await createOrder(request, 'key-12345678', {
      sleep: () => Promise.resolve(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: UNCONFIRMED_MESSAGE });
    expect(UNCONFIRMED_MESSAGE).toContain('My orders');
    expect(fetchMock).toHaveBeenCalledTimes(UNKNOWN_RETRIES + 1);
  });

  it('when the network drops twice, then it is not reported as a plain failure either', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    await expect(
      createOrder(request, 'key-12345678', { sleep: () => Promise.resolve() }),
    ).rejects.toMatchObject({ status: 0, message: UNCONFIRMED_MESSAGE });
  });
});

describe('useCreateOrder', () => {
  /** Another feature's query a placed order makes stale (the app names such keys). */
  const staleKey = ['products', 'list'];

  function renderCreateOrder() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(staleKey, []);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useCreateOrder([staleKey]), { wrapper });
    const isStale = () => queryClient.getQueryState(staleKey)?.isInvalidated;
    return { mutation: () => result.current, isStale };
  }

  const vars = (signedIn: boolean) => ({ request, idempotencyKey: 'key-12345678', signedIn });

  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it("when a signed-in shopper's order is placed, then both follow-up calls are sent, and only then are the app's queries marked stale", async () => {
    const { mutation, isStale } = renderCreateOrder();
    const staleDuringFollowUps: (boolean | undefined)[] = [];
    const followUp = () => {
      staleDuringFollowUps.push(isStale());
      return { ok: true };
    };
    const fetchMock = routeFetch({
      'POST /api/orders': () =>
        Response.json({ ok: true, order: { ...order, coupon: 'SAVE10' }, replayed: false }),
      'POST /api/referrals/order-bonus': followUp,
      'POST /api/coupons/use': followUp,
    });
    await mutation().mutateAsync(vars(true));
    expect(sentRequests(fetchMock).map((sent) => sent.url)).toEqual([
      '/api/orders',
      '/api/referrals/order-bonus',
      '/api/coupons/use',
    ]);
    expect(staleDuringFollowUps).toEqual([false, false]);
    expect(isStale()).toBe(true);
  });

  it("when a guest's order is placed, then no follow-up call is sent", async () => {
    const { mutation, isStale } = renderCreateOrder();
    const fetchMock = routeFetch({ 'POST /api/orders': () => placed() });
    await mutation().mutateAsync(vars(false));
    expect(sentRequests(fetchMock).map((sent) => sent.url)).toEqual(['/api/orders']);
    expect(isStale()).toBe(true);
  });

  it('when the order fails, then nothing is marked stale and no follow-up is sent', async () => {
    const { mutation, isStale } = renderCreateOrder();
    const fetchMock = routeFetch({
      'POST /api/orders': () => Response.json({ error: 'Sold out' }, { status: 409 }),
    });
    await expect(mutation().mutateAsync(vars(true))).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isStale()).toBe(false);
  });

  it('when the browser says it is offline, then the order is still tried and the shopper hears the outcome is unknown', async () => {
    vi.useFakeTimers();
    onlineManager.setOnline(false);
    const { mutation } = renderCreateOrder();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    const outcome = mutation()
      .mutateAsync(vars(false))
      .catch((error: unknown) => error);
    // The one retry after a lost answer waits a second.
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toMatchObject({ message: UNCONFIRMED_MESSAGE });
  });
});
