import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { queryRetryDelay, shouldRetryQuery } from '@/lib/query-retry';

// The home page's two reads (figures and photos) without React Query, whose code is then not
// part of the home page's first load (docs/decisions.md, "First load"). The same rules as the
// app's queries: answers kept in memory and fresh for `staleMs`, one request at a time per
// key, a retry as `lib/query-retry.ts` allows, a stale answer shown while it is asked again.

interface Entry {
  data?: unknown;
  error?: unknown;
  updatedAt: number;
  fetching?: Promise<void>;
}

/** What the page reads of one; `QueryState` takes it as it takes a query. */
export interface PublicRead<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<void>;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const EMPTY: Entry = { updatedAt: 0 };

function update(key: string, entry: Entry): void {
  entries.set(key, entry);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempts<T>(load: () => Promise<T>): Promise<{ data: T } | { error: unknown }> {
  for (let failures = 0; ; failures++) {
    try {
      return { data: await load() };
    } catch (error) {
      if (!shouldRetryQuery(failures, error)) return { error };
      await wait(queryRetryDelay(failures, error));
    }
  }
}

/** Asks for `key` unless a request for it is under way; never rejects. */
function fetchEntry<T>(key: string, load: () => Promise<T>): Promise<void> {
  const before = entries.get(key) ?? EMPTY;
  if (before.fetching) return before.fetching;
  const fetching = attempts(load).then((outcome) => {
    const now = entries.get(key) ?? EMPTY;
    if ('data' in outcome) update(key, { data: outcome.data, updatedAt: Date.now() });
    else update(key, { data: now.data, error: outcome.error, updatedAt: now.updatedAt });
  });
  // Without an answer yet, a new request starts from 'loading' again, not from the old error.
  update(
    key,
    before.data === undefined ? { updatedAt: before.updatedAt, fetching } : { ...before, fetching },
  );
  return fetching;
}

/** Forgets every kept answer (tests). */
export function forgetPublicReads(): void {
  entries.clear();
}

export function usePublicRead<T>(
  key: string,
  load: () => Promise<T>,
  staleMs: number,
): PublicRead<T> {
  const entry = useSyncExternalStore(subscribe, () => entries.get(key) ?? EMPTY);
  const refetch = useCallback(() => fetchEntry(key, load), [key, load]);

  useEffect(() => {
    const now = entries.get(key) ?? EMPTY;
    const fresh = now.data !== undefined && Date.now() - now.updatedAt < staleMs;
    if (!fresh || now.error !== undefined) void fetchEntry(key, load);
  }, [key, load, staleMs]);

  return {
    data: entry.data as T | undefined,
    error: entry.error ?? null,
    isPending: entry.data === undefined && entry.error === undefined,
    isFetching: entry.fetching !== undefined,
    refetch,
  };
}
