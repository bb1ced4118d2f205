import { z } from 'zod';
import { IdSchema } from '../contract/common';
import { badRequest } from './errors';

/**
 * Where a page of a newest-first list ended: the last row's `createdAt` (a Firestore
 * Timestamp's seconds and nanoseconds, so no precision is lost) and its document id, which
 * orders rows created in the same instant.
 */
export interface PagePosition {
  seconds: number;
  nanos: number;
  id: string;
}

const PositionSchema = z.strictObject({
  s: z.int().min(0).max(253_402_300_799), // up to year 9999, Firestore's own bound
  n: z.int().min(0).max(999_999_999),
  id: IdSchema,
});

/** The cursor the client gets: base64url JSON of the position (opaque to it). */
export function encodeCursor(position: PagePosition): string {
  const json = JSON.stringify({ s: position.seconds, n: position.nanos, id: position.id });
  return Buffer.from(json, 'utf8').toString('base64url');
}

/**
 * The position a cursor names; anything else is a 400. The cursor is never trusted beyond
 * this: it only says where to start, and the query it resumes keeps all its filters (a
 * customer's own orders stay the only ones listed, whatever a cursor says).
 */
export function decodeCursor(cursor: string): PagePosition {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = PositionSchema.safeParse(value);
  if (!parsed.success) throw invalidCursor();
  return { seconds: parsed.data.s, nanos: parsed.data.n, id: parsed.data.id };
}

const invalidCursor = () => badRequest('Invalid cursor');
