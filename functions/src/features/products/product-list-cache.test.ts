import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../contract/product';
import { DeadlineExceeded, isUnavailable } from '../../core/deadline';
import {
  createProductListCache,
  PRODUCT_LIST_STALE_IF_ERROR_MS,
  PRODUCT_LIST_TTL_MS,
  weakEtag,
} from './product-list-cache';

const product = (price: number): Product => ({
  id: 'p1',
  slug: 'robot',
  title: 'Robot',
  price,
  stock: 3,
  tags: [],
  images: [],
  description: '',
  specs: {},
});

/** A load whose answers the test hands out one by one. */
function controlledLoad() {
  const pending: { resolve: (items: Product[]) => void; reject: (err: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Product[]>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const answer = (items: Product[]) => {
    pending.shift()?.resolve(items);
  };
  const fail = (err: unknown) => {
    pending.shift()?.reject(err);
  };
  return { load, answer, fail };
}

const price = async (promise: Promise<{ entry: { items: readonly Product[] } }>) =>
  (await promise).entry.items[0]?.price;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('product list cache', () => {
  it('when asked again within the TTL, then the kept copy answers without a load', async () => {
    const load = vi.fn(() => Promise.resolve([product(10)]));
    const cache = createProductListCache({ load, canServeStale: isUnavailable });
    const first = await cache.get();
    vi.advanceTimersByTime(PRODUCT_LIST_TTL_MS - 1);
    const second = await cache.get();
    expect(second.entry).toBe(first.entry);
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first.entry.body)).toEqual({ items: [product(10)] });
    expect(first.entry.etag).toBe(weakEtag(first.entry.body));
    expect(gunzipSync(first.entry.gzipped).toString('utf8')).toBe(first.entry.body);
  });

  it('when the TTL has passed, then the next request loads again', async () => {
    let current = 10;
    const load = vi.fn(() => Promise.resolve([product(current)]));
    const cache = createProductListCache({ load, canServeStale: isUnavailable });
    expect(await price(cache.get())).toBe(10);
    current = 12;
    vi.advanceTimersByTime(PRODUCT_LIST_TTL_MS);
    expect(await price(cache.get())).toBe(12);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when many requests miss at once, then they share one load', async () => {
    const { load, answer } = controlledLoad();
    const cache = createProductListCache({ load, canServeStale: isUnavailable });
    const answers = Array.from({ length: 20 }, () => cache.get());
    answer([product(10)]);
    const entries = await Promise.all(answers);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(entries.map((a) => a.entry)).size).toBe(1);
  });

  it('when invalidated, then the next request loads at once, even within the TTL', async () => {
    let current = 10;
    const load = vi.fn(() => Promise.resolve([product(current)]));
    const cache = createProductListCache({ load, canServeStale: isUnavailable });
    expect(await price(cache.get())).toBe(10);
    current = 15;
    cache.invalidate();
    expect(await price(cache.get())).toBe(15);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when invalidated during a load, then later requests do not join it and it is not kept', async () => {
    const { load, answer } = controlledLoad();
    const cache = createProductListCache({ load, canServeStale: isUnavailable });
    const before = cache.get(); // its read began before the write
    cache.invalidate();
    const after = cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    answer([product(10)]); // the old read
    answer([product(20)]); // the read after the write
    expect(await price(before)).toBe(10);
    expect(await price(after)).toBe(20);
    expect(await price(cache.get())).toBe(20);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a fresh read is asked for, then Firestore is read even within the TTL', async () => {
    let current = 10;
    const load = vi.fn(() => Promise.resolve([product(current)]));
    const cache = createProductListCache({ load, canServeStale: isUnavailable });
    await cache.get();
    current = 11;
    expect(await price(cache.get({ fresh: true }))).toBe(11);
    expect(await price(cache.get())).toBe(11);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when Firestore is unavailable after the TTL, then the expired copy answers, marked stale', async () => {
    const { load, answer, fail } = controlledLoad();
    const cache = createProductListCache({ load, canServeStale: isUnavailable });
    const first = cache.get();
    answer([product(10)]);
    await first;
    vi.advanceTimersByTime(PRODUCT_LIST_TTL_MS + 1);
    const during = cache.get();
    fail(new DeadlineExceeded('products list', 5_000));
    const answered = await during;
    expect(answered.stale).toBe(true);
    expect(answered.entry.items[0]?.price).toBe(10);
  });

  it('when Firestore is unavailable, then a too old copy, a fresh read or another error still fail', async () => {
    const { load, answer, fail } = controlledLoad();
    const cache = createProductListCache({ load, canServeStale: isUnavailable });
    const first = cache.get();
    answer([product(10)]);
    await first;
    vi.advanceTimersByTime(PRODUCT_LIST_TTL_MS + 1);

    const fresh = cache.get({ fresh: true });
    fail(new DeadlineExceeded('products list', 5_000));
    await expect(fresh).rejects.toBeInstanceOf(DeadlineExceeded);

    const broken = cache.get();
    fail(new Error('a bug'));
    await expect(broken).rejects.toThrow('a bug');

    vi.advanceTimersByTime(PRODUCT_LIST_STALE_IF_ERROR_MS);
    const tooOld = cache.get();
    fail(new DeadlineExceeded('products list', 5_000));
    await expect(tooOld).rejects.toBeInstanceOf(DeadlineExceeded);
  });

  it('when invalidated, then a later Firestore failure is not answered with the dropped copy', async () => {
    const { load, answer, fail } = controlledLoad();
    const cache = createProductListCache({ load, canServeStale: isUnavailable });
    const first = cache.get();
    answer([product(10)]);
    await first;
    cache.invalidate();
    const after = cache.get();
    fail(new DeadlineExceeded('products list', 5_000));
    await expect(after).rejects.toBeInstanceOf(DeadlineExceeded);
  });
});
