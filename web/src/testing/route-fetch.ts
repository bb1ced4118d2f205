import { vi } from 'vitest';

type Answer = Response | object;
/** `url` is as requested, query string included (for paged lists' `cursor`). */
type Handler = (init: RequestInit | undefined, url: URL) => Answer | Promise<Answer>;

/**
 * Stubs `fetch` with answers per `'METHOD /path'` (query strings ignored). A plain object
 * is sent as a 200 JSON body; a route not listed answers 404 `{error}`.
 */
export function routeFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0] ?? url}`;
    const handler = routes[key];
    if (!handler) return Response.json({ error: `No route for ${key}` }, { status: 404 });
    const answer = await handler(init, new URL(url, 'http://localhost'));
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type FetchMock = ReturnType<typeof routeFetch>;

/** The JSON body of the `index`-th call. */
export function sentJson(fetchMock: FetchMock, index = 0): unknown {
  const body = fetchMock.mock.calls[index]?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** A header of the `index`-th call (the api client sends headers as a plain object). */
export function sentHeader(fetchMock: FetchMock, name: string, index = 0): string | undefined {
  const headers = fetchMock.mock.calls[index]?.[1]?.headers as Record<string, string> | undefined;
  return headers?.[name];
}

export interface SentRequest {
  method: string;
  /** As passed to fetch, query string included. */
  url: string;
  body: unknown;
}

/** Every call made so far, in order, with its JSON body parsed. */
export function sentRequests(fetchMock: FetchMock): SentRequest[] {
  return fetchMock.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
