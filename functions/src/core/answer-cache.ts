import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { logger } from 'firebase-functions';

/**
 * How long this instance serves a public answer (the product list, one product, the reviews)
 * without reading Firestore again. Changes made through this instance invalidate it at once; a
 * change made elsewhere (another instance, the seed, the console) shows here within this bound
 * (docs/decisions.md, Catalogue).
 */
export const ANSWER_TTL_MS = 10_000;

/**
 * How old an expired answer may be and still answer while Firestore is unavailable (public,
 * read-only answers; never what checkout, orders or the admin panel rely on).
 */
export const ANSWER_STALE_IF_ERROR_MS = 5 * 60_000;

/** A public GET's answer as kept: its value, JSON body, gzipped body and ETag. */
export interface CachedAnswer<T> {
  readonly value: T;
  readonly body: string;
  /** `body` gzipped once per read: a hit copies a few KB through the proxies, not 30+. */
  readonly gzipped: Buffer;
  readonly etag: string;
  /** When the read that produced it started (the staleness is counted from there). */
  readonly readAt: number;
}

export interface AnswerCacheOptions<T> {
  /** Names the `<name>_stale` log line of an expired answer served while Firestore is down. */
  name: string;
  /** Reads one key's value; a load that throws (e.g. 404) keeps nothing. */
  load: (key: string) => Promise<T>;
  /** The JSON answered for a value. */
  toBody: (value: T) => unknown;
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

interface Flight<T> {
  generation: number;
  promise: Promise<CachedAnswer<T>>;
}

/**
 * A per-instance cache of public answers by key ('' for a single answer such as the product
 * list; a slug for one product). Only loads that succeed are kept, so the keys are bounded by
 * what exists. Concurrent misses of a key share one load (single flight); `invalidate()` drops
 * every key and makes later requests start new loads rather than join ones that began before
 * the change, whose results are not kept either.
 */
export function createAnswerCache<T>(options: AnswerCacheOptions<T>) {
  const ttlMs = options.ttlMs ?? ANSWER_TTL_MS;
  const staleIfErrorMs = options.staleIfErrorMs ?? ANSWER_STALE_IF_ERROR_MS;
  const entries = new Map<string, CachedAnswer<T>>();
  const inFlight = new Map<string, Flight<T>>();
  let generation = 0;

  const toEntry = (value: T, readAt: number): CachedAnswer<T> => {
    const body = JSON.stringify(options.toBody(value));
    return { value, body, gzipped: gzipSync(body), etag: weakEtag(body), readAt };
  };

  /** Keeps `next` unless an invalidation came after its read began or a newer copy is kept. */
  const keep = (key: string, next: CachedAnswer<T>, startedIn: number) => {
    const kept = entries.get(key);
    if (startedIn === generation && (!kept || kept.readAt <= next.readAt)) entries.set(key, next);
  };

  const read = async (key: string): Promise<CachedAnswer<T>> => {
    const startedIn = generation;
    const readAt = Date.now();
    const next = toEntry(await options.load(key), readAt);
    keep(key, next, startedIn);
    return next;
  };

  const shared = (key: string): Promise<CachedAnswer<T>> => {
    const flight = inFlight.get(key);
    if (flight?.generation === generation) return flight.promise;
    const promise = read(key).finally(() => {
      if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
    });
    inFlight.set(key, { generation, promise });
    return promise;
  };

  const invalidate = (): void => {
    generation++;
    entries.clear();
    inFlight.clear();
  };

  return {
    /**
     * The key's answer: the kept copy while younger than the TTL, else one shared read. `fresh`
     * always reads Firestore (a request that asked to revalidate: the admin panel's list). An
     * expired copy answers (and is logged) only when Firestore is unavailable.
     */
    async get(key: string, { fresh = false }: { fresh?: boolean } = {}): Promise<CachedAnswer<T>> {
      const kept = entries.get(key);
      if (!fresh && kept && Date.now() - kept.readAt < ttlMs) return kept;
      try {
        return await (fresh ? read(key) : shared(key));
      } catch (err) {
        const old = entries.get(key);
        const usable = !fresh && old && Date.now() - old.readAt < staleIfErrorMs;
        if (!usable || !options.canServeStale(err)) throw err;
        logger.warn(`${options.name}_stale`, { ageMs: Date.now() - old.readAt });
        return old;
      }
    },

    /** Forgets every key (call after a write that changes an answer commits, or may have). */
    invalidate,

    /**
     * Runs a write, then forgets every key whether it succeeded or not (a write that failed
     * late, e.g. past its deadline, may still have committed).
     */
    async after<R>(write: Promise<R>): Promise<R> {
      try {
        return await write;
      } finally {
        invalidate();
      }
    },
  };
}

export type AnswerCache<T> = ReturnType<typeof createAnswerCache<T>>;
