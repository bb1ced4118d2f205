import { describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import {
  BACKOFF_CAP_MS,
  backoffMs,
  ConflictRetriesExhausted,
  isConflict,
  retryOnConflict,
} from './conflict-retry';

const grpcError = (code: number) => Object.assign(new Error(`code ${code}`), { code });
const noSleep = () => Promise.resolve();

describe('isConflict', () => {
  it('when Firestore reports a lost race or a transient failure, then it is retryable', () => {
    for (const code of [4, 6, 9, 10, 14]) expect(isConflict(grpcError(code))).toBe(true);
  });

  it('when the error is ours or permanent, then it is not', () => {
    expect(isConflict(new AppError('insufficient_stock', 'Only 1 left', 409))).toBe(false);
    expect(isConflict(grpcError(3))).toBe(false);
    expect(isConflict(grpcError(7))).toBe(false);
    expect(isConflict(new Error('boom'))).toBe(false);
    expect(isConflict(null)).toBe(false);
  });
});

describe('backoffMs', () => {
  it('when attempts grow, then the ceiling doubles up to the cap and the wait is jittered under it', () => {
    expect(backoffMs(1, () => 0.999)).toBe(19);
    expect(backoffMs(3, () => 0.5)).toBe(40);
    expect(backoffMs(30, () => 0.999)).toBe(BACKOFF_CAP_MS - 1);
    expect(backoffMs(5, () => 0)).toBe(0);
  });
});

describe('retryOnConflict', () => {
  it('when attempts lose races, then it tries again until one succeeds, numbering each', async () => {
    const attempt = vi.fn(async (n: number) => {
      await Promise.resolve();
      if (n < 3) throw grpcError(9);
      return `won on ${n}`;
    });
    await expect(retryOnConflict(attempt, { maxAttempts: 5, sleep: noSleep })).resolves.toBe(
      'won on 3',
    );
    expect(attempt.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
  });

  it('when an attempt fails for another reason, then that error is thrown at once', async () => {
    const refusal = new AppError('insufficient_stock', 'Only 1 left', 409);
    const attempt = vi.fn(() => Promise.reject(refusal));
    await expect(retryOnConflict(attempt, { maxAttempts: 5, sleep: noSleep })).rejects.toBe(
      refusal,
    );
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('when every attempt loses, then it gives up after maxAttempts', async () => {
    const attempt = vi.fn(() => Promise.reject(grpcError(10)));
    await expect(
      retryOnConflict(attempt, { maxAttempts: 4, sleep: noSleep }),
    ).rejects.toBeInstanceOf(ConflictRetriesExhausted);
    expect(attempt).toHaveBeenCalledTimes(4);
  });
});
