import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { stockOf } from './live-stock.repository';

// Only the pure rule is tested here: no Firestore (tests/api/live-stock.test.ts reads it).
vi.mock('../../core/firebase', () => ({ db: {} }));

const snap = (exists: boolean, stock?: unknown) =>
  ({ exists, get: () => stock }) as unknown as DocumentSnapshot;

describe('stockOf', () => {
  it.each([
    ['a whole number', 7, 7],
    ['zero', 0, 0],
    ['a negative number (clamped)', -3, 0],
    ['a fraction (rounded down)', 2.7, 2],
  ])(
    'when the stored stock is %s, then it answers it as shoppers may see it',
    (_n, stored, shown) => {
      expect(stockOf(snap(true, stored))).toBe(shown);
    },
  );

  it.each([
    ['missing document', snap(false)],
    ['no stock field', snap(true, undefined)],
    ['a text stock', snap(true, '5')],
    ['an infinite stock', snap(true, Infinity)],
  ])('when there is a %s, then the product is left out', (_n, value) => {
    expect(stockOf(value)).toBeNull();
  });
});
