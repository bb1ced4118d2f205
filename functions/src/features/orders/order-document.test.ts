import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderWireFields, parseStoredOrder } from './order-document';

const snap = (id: string, data: Record<string, unknown> | undefined) =>
  ({ id, data: () => data }) as unknown as DocumentSnapshot;

const Schema = z.object({ id: z.string(), createdAt: z.iso.datetime(), total: z.number() });

describe('orderWireFields', () => {
  it('adds the id and turns the Timestamp into ISO; a missing document is null', () => {
    const at = Timestamp.fromMillis(Date.UTC(2026, 10, 22, 12));
    expect(orderWireFields(snap('o1', { createdAt: at, total: 5 }))).toEqual({
      id: 'o1',
      createdAt: '2026-11-22T12:00:00.000Z',
      total: 5,
    });
    expect(orderWireFields(snap('o2', undefined))).toBeNull();
  });
});

describe('parseStoredOrder', () => {
  it('parses through the schema (private fields dropped) and skips a broken order', () => {
    const at = Timestamp.fromMillis(0);
    expect(parseStoredOrder(snap('o1', { createdAt: at, total: 5, userUid: 'u' }), Schema)).toEqual(
      { id: 'o1', createdAt: '1970-01-01T00:00:00.000Z', total: 5 },
    );
    expect(parseStoredOrder(snap('o2', { createdAt: at, total: 'five' }), Schema)).toBeNull();
  });
});
