import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, apiSend } from './api-client';
import { ApiError } from './api-error';

const Schema = z.object({ ok: z.literal(true) });

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
});
