import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateOrderRequest } from '@contract/checkout';
import { ApiError } from '@/lib/api-error';
import { makeOrder } from '@/testing/make-order';
import { createOrder, IN_PROGRESS_RETRIES } from './create-order';

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

afterEach(() => {
  vi.unstubAllGlobals();
});

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
});
