// Hosting's CDN in front of the emulator, for the Lighthouse rows. In production a shopper's
// page load is answered at the CDN's edge: the static files, and the function's answers that
// are marked `public` with `s-maxage` (functions/src/core/http-cache.ts: the server-filled
// pages, the product list, the stats), come from there without running the function. The
// emulator has no CDN, so every load ran the functions emulator's workers: about 1 s of CPU
// per page on this 2-core machine, on the core the measured browser shares with them while the
// hog holds the other (docs/bench.md). This is a shared cache as RFC 9111 has it, no more:
// - GET and HEAD only, and never a request with the session cookie (`__session`, the one
//   cookie Hosting passes to functions), nor an answer that sets a cookie;
// - `public` answers with status 200, fresh for `s-maxage` (else `max-age`) seconds, then
//   served stale for `stale-while-revalidate` seconds while one refetch runs in the background;
// - one copy per value of the request headers the answer's `Vary` names (`Vary: *`: none).
// Everything else goes to the emulator, as it would go to the function.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Entry {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  /** Request header values the answer varies on, by lower-case name. */
  vary: Record<string, string>;
  storedAt: number;
  freshMs: number;
  staleMs: number;
}

export interface EdgeCache {
  /** Where to point the browser: `http://127.0.0.1:<port>`. */
  url: string;
  /** Answers served from the cache, fresh or stale, and those that went to the origin. */
  stats: () => { hits: number; misses: number; missed: Record<string, number> };
  close: () => Promise<void>;
}

/** Headers that belong to one connection, never stored or forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function withoutHopByHop<T extends http.OutgoingHttpHeaders>(headers: T): T {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  ) as T;
}

function directive(cacheControl: string, name: string): number | undefined {
  const match = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/** How long a shared cache may keep this answer: null when it must not. */
export function sharedLifetime(
  status: number,
  headers: http.IncomingHttpHeaders,
): { freshMs: number; staleMs: number } | null {
  const cacheControl = headers['cache-control'] ?? '';
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  if ((headers.vary ?? '').includes('*')) return null;
  const parts = cacheControl.toLowerCase();
  if (!/(^|,)\s*public\s*(,|$)/.test(parts) || /no-store|private|no-cache/.test(parts)) return null;
  const seconds = directive(parts, 's-maxage') ?? directive(parts, 'max-age');
  if (seconds === undefined || seconds <= 0) return null;
  return {
    freshMs: seconds * 1000,
    staleMs: (directive(parts, 'stale-while-revalidate') ?? 0) * 1000,
  };
}

function varyNames(headers: http.IncomingHttpHeaders): string[] {
  return (headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

const headerValue = (req: http.IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

function hasSessionCookie(req: http.IncomingMessage): boolean {
  return /(^|;\s*)__session=/.test(req.headers.cookie ?? '');
}

/** Starts the cache on a free port in front of `origin` (for example the Hosting emulator). */
export async function startEdgeCache(origin: string, now = () => Date.now()): Promise<EdgeCache> {
  const target = new URL(origin);
  const entries = new Map<string, Entry[]>();
  const refreshing = new Set<string>();
  let hits = 0;
  let misses = 0;
  const missed: Record<string, number> = {};

  const fetchOrigin = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const headers = withoutHopByHop({ ...req.headers, host: target.host });
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              resolve({
                status: res.statusCode ?? 502,
                headers: res.headers,
                body: Buffer.concat(chunks),
              });
            });
            res.on('error', reject);
          },
        );
        upstream.on('error', reject);
        upstream.end(body);
      },
    );

  const store = (
    key: string,
    req: http.IncomingMessage,
    answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer },
  ) => {
    const lifetime = sharedLifetime(answer.status, answer.headers);
    if (!lifetime) return;
    const vary = Object.fromEntries(
      varyNames(answer.headers).map((name) => [name, headerValue(req, name)]),
    );
    const entry: Entry = {
      status: answer.status,
      headers: answer.headers,
      body: answer.body,
      vary,
      storedAt: now(),
      ...lifetime,
    };
    const others = (entries.get(key) ?? []).filter(
      (old) => !Object.entries(vary).every(([name, value]) => old.vary[name] === value),
    );
    entries.set(key, [...others, entry]);
  };

  const send = (
    res: http.ServerResponse,
    method: string | undefined,
    answer: {
      status: number;
      headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders;
      body: Buffer;
    },
    extra: Record<string, string> = {},
  ) => {
    const headers = withoutHopByHop({ ...answer.headers, ...extra });
    headers['content-length'] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    res.end(method === 'HEAD' ? undefined : answer.body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const key = `${req.method === 'HEAD' ? 'GET' : req.method} ${req.url}`;
        const cacheable = (req.method === 'GET' || req.method === 'HEAD') && !hasSessionCookie(req);
        const entry = cacheable
          ? entries
              .get(key)
              ?.find((candidate) =>
                Object.entries(candidate.vary).every(
                  ([name, value]) => headerValue(req, name) === value,
                ),
              )
          : undefined;
        const age = entry ? now() - entry.storedAt : 0;
        if (entry && age < entry.freshMs + entry.staleMs) {
          hits += 1;
          send(res, req.method, entry, {
            age: String(Math.floor(age / 1000)),
            'x-edge-cache': 'HIT',
          });
          if (age >= entry.freshMs && !refreshing.has(key)) {
            // Stale: this answer went out at once; one refetch replaces it in the background.
            refreshing.add(key);
            fetchOrigin(req, body)
              .then((answer) => store(key, req, answer))
              .catch(() => undefined)
              .finally(() => refreshing.delete(key));
          }
          return;
        }
        misses += 1;
        const what = `${req.method ?? 'GET'} ${(req.url ?? '').split('?')[0]}`;
        missed[what] = (missed[what] ?? 0) + 1;
        const answer = await fetchOrigin(req, body);
        if (cacheable) store(key, req, answer);
        send(res, req.method, answer, { 'x-edge-cache': 'MISS' });
      })().catch(() => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'The origin did not answer' }));
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ hits, misses, missed: { ...missed } }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
