import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiGet,
  apiGetFile,
  apiPostForm,
  apiSend,
  fileNameOf,
  REQUEST_TIMEOUT_MS,
  unparsedAnswer,
  UPLOAD_TIMEOUT_MS,
} from './api-client';
import { ApiError, isTimeout, TIMEOUT_MESSAGE } from './api-error';
import { registerRecentSignInPrompt } from './recent-sign-in';

const Schema = z.object({ ok: z.literal(true) });

/** A server that never answers: the request ends only when its signal aborts. */
function stallFetch() {
  const fetchMock = vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) reject(signal.reason as Error);
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('sends credentials and parses the answer with the schema', async () => {
    const fetchMock = mockFetch(Response.json({ ok: true, extra: 1 }));
    await expect(apiGet('/health', Schema)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/health');
    expect(init?.credentials).toBe('include');
  });

  it('sends JSON bodies', async () => {
    const fetchMock = mockFetch(Response.json({ ok: true }));
    await apiSend('POST', '/things', { a: 1 }, Schema);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('adds per-call headers and can leave cookies out', async () => {
    const fetchMock = mockFetch(Response.json({ ok: true }));
    await apiSend('POST', '/things', { a: 1 }, Schema, {
      headers: { 'Idempotency-Key': 'key-12345678' },
      credentials: 'omit',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('omit');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-12345678',
    });
  });

  it('passes a public read through unparsed, but not an answer that is no JSON object', async () => {
    mockFetch(Response.json({ items: [1, 2] }));
    await expect(apiGet('/products', unparsedAnswer<{ items: number[] }>())).resolves.toEqual({
      items: [1, 2],
    });
    mockFetch(new Response('<!doctype html><p>app shell</p>', { status: 200 }));
    await expect(apiGet('/products', unparsedAnswer())).rejects.toMatchObject({
      status: 200,
      message: 'Unexpected answer from /products',
    });
  });

  it('uses the fallback message when the error body is not {error: string}', async () => {
    mockFetch(Response.json({ error: 42 }, { status: 500 }));
    await expect(
      apiGet('/products', unparsedAnswer(), { fallbackMessage: 'Products error' }),
    ).rejects.toMatchObject({ status: 500, message: 'Products error', code: undefined });
  });

  it('turns {error} answers into ApiError with status and message', async () => {
    mockFetch(Response.json({ error: 'Product not found' }, { status: 404 }));
    const error = await apiGet('/products/x', Schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Product not found' });
  });

  it('keeps the machine-readable code and the Retry-After wait of an error answer', async () => {
    mockFetch(
      Response.json(
        { error: 'This order is still being placed.', code: 'in_progress' },
        { status: 409, headers: { 'Retry-After': '3' } },
      ),
    );
    const error = await apiSend('POST', '/orders', {}, Schema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'in_progress', retryAfterSeconds: 3 });
  });

  it('uses the fallback text for a non-JSON failure', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(
      apiGet('/products', Schema, { fallbackMessage: 'Products error' }),
    ).rejects.toMatchObject({ status: 502, message: 'Products error' });
  });

  it('rejects an answer that does not match the contract', async () => {
    mockFetch(Response.json({ ok: 'yes' }));
    await expect(apiGet('/health', Schema)).rejects.toBeInstanceOf(ApiError);
  });

  it('reports a network failure as ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    await expect(apiGet('/health', Schema)).rejects.toMatchObject({ status: 0 });
  });

  describe('deadline', () => {
    it('when the server does not answer within the per-attempt timeout, then it is an ApiError that says so', async () => {
      vi.useFakeTimers();
      stallFetch();
      const answer = apiGet('/products', Schema).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      let settled = false;
      void answer.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await answer;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0, timedOut: true, message: TIMEOUT_MESSAGE });
      expect(isTimeout(error)).toBe(true);
    });

    it('when the caller cancels, then the abort passes through and is not a timeout', async () => {
      vi.useFakeTimers();
      stallFetch();
      const controller = new AbortController();
      const answer = apiGet('/products', Schema, { signal: controller.signal }).catch(
        (e: unknown) => e,
      );
      controller.abort();
      const error = await answer;
      expect(error).not.toBeInstanceOf(ApiError);
      expect(isTimeout(error)).toBe(false);
      expect((error as Error).name).toBe('AbortError');
    });

    it('when the caller has already cancelled, then the request is aborted at once', async () => {
      const fetchMock = stallFetch();
      const controller = new AbortController();
      controller.abort();
      await expect(
        apiGet('/products', Schema, { signal: controller.signal }),
      ).rejects.not.toBeInstanceOf(ApiError);
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    });

    it('when a form is uploaded, then it gets the longer upload deadline', async () => {
      vi.useFakeTimers();
      stallFetch();
      const answer = apiPostForm('/reviews', new FormData(), Schema).catch((e: unknown) => e);
      let settled = false;
      void answer.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS);
      expect(isTimeout(await answer)).toBe(true);
    });

    it('when a call names its own deadline, then that one applies', async () => {
      vi.useFakeTimers();
      stallFetch();
      const answer = apiSend('POST', '/admin/upload', {}, Schema, { timeoutMs: 30_000 }).catch(
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      await vi.advanceTimersByTimeAsync(30_000 - REQUEST_TIMEOUT_MS);
      expect(isTimeout(await answer)).toBe(true);
    });

    it('when the answer comes in time, then no timer is left behind', async () => {
      vi.useFakeTimers();
      mockFetch(Response.json({ ok: true }));
      await expect(apiGet('/health', Schema)).resolves.toEqual({ ok: true });
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

const reauthAnswer = () =>
  Response.json(
    { error: 'Please enter your password again', code: 'reauth_required' },
    { status: 401 },
  );

describe('recent sign-in', () => {
  it('when an answer says reauth_required and the admin signs in again, then the call is repeated and its answer used', async () => {
    const prompt = vi.fn(() => Promise.resolve(true));
    const unregister = registerRecentSignInPrompt(prompt);
    try {
      const fetchMock = vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(reauthAnswer())
        .mockResolvedValueOnce(Response.json({ ok: true }));
      vi.stubGlobal('fetch', fetchMock);
      await expect(apiGet('/admin/orders/o1', Schema)).resolves.toEqual({ ok: true });
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      unregister();
    }
  });

  it('when nobody is there to ask, then the ApiError keeps the reauth_required code', async () => {
    mockFetch(reauthAnswer());
    await expect(apiGet('/admin/orders/o1', Schema)).rejects.toMatchObject({
      status: 401,
      code: 'reauth_required',
      message: 'Please enter your password again',
    });
  });
});

describe('apiGetFile', () => {
  it('when the file comes, then its bytes as a Blob and the name the server gave it, with the cookies', async () => {
    const fetchMock = mockFetch(
      new Response('id,date\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="orders-2026-03-01.csv"',
        },
      }),
    );
    const file = await apiGetFile('/admin/export/orders.csv');
    expect(file.fileName).toBe('orders-2026-03-01.csv');
    expect(await file.blob.text()).toBe('id,date\r\n');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('when the export is refused, then the usual ApiError; after a recent sign-in, the file', async () => {
    mockFetch(Response.json({ error: 'Admin access required' }, { status: 403 }));
    await expect(
      apiGetFile('/admin/export/orders.csv', { fallbackMessage: 'Export error' }),
    ).rejects.toMatchObject({ status: 403, message: 'Admin access required' });

    const unregister = registerRecentSignInPrompt(() => Promise.resolve(true));
    try {
      vi.stubGlobal(
        'fetch',
        vi
          .fn<typeof fetch>()
          .mockResolvedValueOnce(reauthAnswer())
          .mockResolvedValueOnce(new Response('id')),
      );
      const file = await apiGetFile('/admin/export/orders.csv');
      expect(await file.blob.text()).toBe('id');
      expect(file.fileName).toBeNull();
    } finally {
      unregister();
    }
  });

  it('reads the file name of a Content-Disposition, quoted or not', () => {
    expect(fileNameOf('attachment; filename="orders-2026-03-01.csv"')).toBe(
      'orders-2026-03-01.csv',
    );
    expect(fileNameOf('attachment; filename=orders.csv; size=3')).toBe('orders.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
