import { gunzipSync } from 'node:zlib';
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_STALE_IF_ERROR_MS,
  ANSWER_TTL_MS,
  createAnswerCache,
  weakEtag,
  type CachedAnswer,
} from './answer-cache';
import { DeadlineExceeded, isUnavailable } from './deadline';
import { notFound } from './errors';

vi.mock('firebase-functions', () => ({ logger: { warn: vi.fn() } }));

interface Item {
  key: string;
  price: number;
}
const item = (price: number, key = ''): Item => ({ key, price });

/** A load whose answers the test hands out one by one. */
function controlledLoad() {
  const pending: { resolve: (value: Item) => void; reject: (err: unknown) => void }[] = [];
  const load = vi.fn<(key: string) => Promise<Item>>(
    () =>
      new Promise<Item>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const answer = (value: Item) => {
    pending.shift()?.resolve(value);
  };
  const fail = (err: unknown) => {
    pending.shift()?.reject(err);
  };
  return { load, answer, fail };
}

/** A cache as the catalogue makes them: a value's body is `{ item }`. */
const cacheOf = (load: (key: string) => Promise<Item>) =>
  createAnswerCache({
    name: 'thing',
    load,
    toBody: (v) => ({ item: v }),
    canServeStale: isUnavailable,
  });

const price = async (promise: Promise<CachedAnswer<Item>>) => (await promise).value.price;

/** A cache whose copy (price 10) has just passed its TTL; later loads wait for the test. */
async function expiredCopy() {
  const { load, answer, fail } = controlledLoad();
  const cache = cacheOf(load);
  const first = cache.get('');
  answer(item(10));
  await first;
  vi.advanceTimersByTime(ANSWER_TTL_MS + 1);
  return { cache, fail };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(logger.warn).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('answer cache', () => {
  it('when asked again within the TTL, then the kept copy answers without a load', async () => {
    const load = vi.fn(() => Promise.resolve(item(10)));
    const cache = cacheOf(load);
    const first = await cache.get('');
    vi.advanceTimersByTime(ANSWER_TTL_MS - 1);
    const second = await cache.get('');
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first.body)).toEqual({ item: item(10) });
    expect(first.etag).toBe(weakEtag(first.body));
    expect(gunzipSync(first.gzipped).toString('utf8')).toBe(first.body);
  });

  it('when the TTL has passed, then the next request loads again', async () => {
    let current = 10;
    const load = vi.fn(() => Promise.resolve(item(current)));
    const cache = cacheOf(load);
    expect(await price(cache.get(''))).toBe(10);
    current = 12;
    vi.advanceTimersByTime(ANSWER_TTL_MS);
    expect(await price(cache.get(''))).toBe(12);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when many requests miss at once, then they share one load', async () => {
    const { load, answer } = controlledLoad();
    const cache = cacheOf(load);
    const answers = Array.from({ length: 20 }, () => cache.get(''));
    answer(item(10));
    const entries = await Promise.all(answers);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(entries).size).toBe(1);
  });

  it('when keys differ, then each is loaded with its key and kept apart', async () => {
    const load = vi.fn((key: string) => Promise.resolve(item(key.length, key)));
    const cache = cacheOf(load);
    const [a, b] = await Promise.all([cache.get('robot'), cache.get('car')]);
    expect([a.value, b.value]).toEqual([item(5, 'robot'), item(3, 'car')]);
    expect(load.mock.calls).toEqual([['robot'], ['car']]);
    expect(await cache.get('robot')).toBe(a);
    expect(await cache.get('car')).toBe(b);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a load fails (an unknown slug), then nothing is kept and the next request loads again', async () => {
    const load = vi
      .fn<(key: string) => Promise<Item>>()
      .mockRejectedValueOnce(notFound('Product not found'))
      .mockResolvedValueOnce(item(7, 'robot'));
    const cache = cacheOf(load);
    await expect(cache.get('robot')).rejects.toThrow('Product not found');
    expect(await price(cache.get('robot'))).toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when invalidated, then every key loads at once on its next request, even within the TTL', async () => {
    let current = 10;
    const load = vi.fn((key: string) => Promise.resolve(item(current, key)));
    const cache = cacheOf(load);
    expect(await price(cache.get(''))).toBe(10);
    expect(await price(cache.get('robot'))).toBe(10);
    current = 15;
    cache.invalidate();
    expect(await price(cache.get(''))).toBe(15);
    expect(await price(cache.get('robot'))).toBe(15);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('when invalidated during a load, then later requests do not join it and it is not kept', async () => {
    const { load, answer } = controlledLoad();
    const cache = cacheOf(load);
    const before = cache.get(''); // its read began before the write
    cache.invalidate();
    const after = cache.get('');
    expect(load).toHaveBeenCalledTimes(2);
    answer(item(10)); // the old read
    answer(item(20)); // the read after the write
    expect(await price(before)).toBe(10);
    expect(await price(after)).toBe(20);
    expect(await price(cache.get(''))).toBe(20);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a fresh read is asked for, then Firestore is read even within the TTL', async () => {
    let current = 10;
    const load = vi.fn(() => Promise.resolve(item(current)));
    const cache = cacheOf(load);
    await cache.get('');
    current = 11;
    expect(await price(cache.get('', { fresh: true }))).toBe(11);
    expect(await price(cache.get(''))).toBe(11);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when Firestore is unavailable after the TTL, then the expired copy answers, logged stale', async () => {
    const { cache, fail } = await expiredCopy();
    const during = cache.get('');
    fail(new DeadlineExceeded('products list', 5_000));
    expect(await price(during)).toBe(10);
    expect(logger.warn).toHaveBeenCalledWith('thing_stale', { ageMs: ANSWER_TTL_MS + 1 });
  });

  it('when Firestore is unavailable, then a too old copy, a fresh read or another error still fail', async () => {
    const { cache, fail } = await expiredCopy();

    const fresh = cache.get('', { fresh: true });
    fail(new DeadlineExceeded('products list', 5_000));
    await expect(fresh).rejects.toBeInstanceOf(DeadlineExceeded);

    const broken = cache.get('');
    fail(new Error('a bug'));
    await expect(broken).rejects.toThrow('a bug');

    vi.advanceTimersByTime(ANSWER_STALE_IF_ERROR_MS);
    const tooOld = cache.get('');
    fail(new DeadlineExceeded('products list', 5_000));
    await expect(tooOld).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('when invalidated, then a later Firestore failure is not answered with the dropped copy', async () => {
    const { load, answer, fail } = controlledLoad();
    const cache = cacheOf(load);
    const first = cache.get('');
    answer(item(10));
    await first;
    cache.invalidate();
    const after = cache.get('');
    fail(new DeadlineExceeded('products list', 5_000));
    await expect(after).rejects.toBeInstanceOf(DeadlineExceeded);
  });
});
