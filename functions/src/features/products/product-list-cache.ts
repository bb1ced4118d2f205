import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Product, ProductListResponse } from '../../contract/product';

/**
 * How long this instance serves the public product list without reading Firestore again.
 * Changes made through this instance invalidate it at once; a change made elsewhere (another
 * instance, the seed, the console) shows here within this bound (docs/decisions.md).
 */
export const PRODUCT_LIST_TTL_MS = 10_000;

/**
 * How old an expired list may be and still answer while Firestore is unavailable (a public,
 * read-only list; never what checkout, orders or the admin panel rely on).
 */
export const PRODUCT_LIST_STALE_IF_ERROR_MS = 5 * 60_000;

/** The public product list as `GET /api/products` answers it: items, JSON body and its ETag. */
export interface ProductListEntry {
  readonly items: readonly Product[];
  readonly body: string;
  /** `body` gzipped once per read: a hit copies a few KB through the proxies, not 30+. */
  readonly gzipped: Buffer;
  readonly etag: string;
  /** When the read that produced it started (the staleness is counted from there). */
  readonly readAt: number;
}

/** The answer, and whether it is an expired copy served because Firestore did not answer. */
export interface ProductListAnswer {
  readonly entry: ProductListEntry;
  readonly stale: boolean;
}

export interface ProductListCacheOptions {
  load: () => Promise<Product[]>;
  /** Whether a failed load may be answered with an expired copy (Firestore unavailable). */
  canServeStale: (err: unknown) => boolean;
  ttlMs?: number;
  staleIfErrorMs?: number;
}

/** Express's weak ETag for a body (the `etag` package's format), computed once per load. */
export function weakEtag(body: string): string {
  const bytes = Buffer.byteLength(body, 'utf8');
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').substring(0, 27);
  return `W/"${bytes.toString(16)}-${hash}"`;
}

function toEntry(items: Product[], readAt: number): ProductListEntry {
  const body = JSON.stringify({ items } satisfies ProductListResponse);
  return { items, body, gzipped: gzipSync(body), etag: weakEtag(body), readAt };
}

/**
 * A per-instance cache of the product list. Concurrent misses share one load (single flight);
 * `invalidate()` drops the copy and makes later requests start a new load rather than join one
 * that began before the change, whose result is not kept either.
 */
export function createProductListCache(options: ProductListCacheOptions) {
  const ttlMs = options.ttlMs ?? PRODUCT_LIST_TTL_MS;
  const staleIfErrorMs = options.staleIfErrorMs ?? PRODUCT_LIST_STALE_IF_ERROR_MS;
  let entry: ProductListEntry | null = null;
  let generation = 0;
  let inFlight: { generation: number; promise: Promise<ProductListEntry> } | null = null;

  /** Keeps `next` unless an invalidation came after its read began or a newer copy is kept. */
  const keep = (next: ProductListEntry, startedIn: number) => {
    if (startedIn === generation && (!entry || entry.readAt <= next.readAt)) entry = next;
  };

  const read = async (): Promise<ProductListEntry> => {
    const startedIn = generation;
    const readAt = Date.now();
    const next = toEntry(await options.load(), readAt);
    keep(next, startedIn);
    return next;
  };

  const shared = (): Promise<ProductListEntry> => {
    if (inFlight?.generation === generation) return inFlight.promise;
    const promise = read().finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
    inFlight = { generation, promise };
    return promise;
  };

  return {
    /**
     * The list: the kept copy while younger than the TTL, else one shared read. `fresh` always
     * reads Firestore (a request that asked to revalidate: the admin panel's list).
     */
    async get({ fresh = false }: { fresh?: boolean } = {}): Promise<ProductListAnswer> {
      const kept = entry;
      if (!fresh && kept && Date.now() - kept.readAt < ttlMs) return { entry: kept, stale: false };
      try {
        return { entry: await (fresh ? read() : shared()), stale: false };
      } catch (err) {
        const old = entry;
        const usable = !fresh && old && Date.now() - old.readAt < staleIfErrorMs;
        if (usable && options.canServeStale(err)) return { entry: old, stale: true };
        throw err;
      }
    },

    /** Forgets the list (call after a write to products commits, or may have committed). */
    invalidate(): void {
      generation++;
      entry = null;
      inFlight = null;
    },
  };
}
