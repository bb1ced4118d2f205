import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { z } from 'zod';

/**
 * A stored order's fields as the contract reads them: its id added and `createdAt` from a
 * Timestamp to ISO. Private fields (`userUid`, `idempotencyKey`, `number`, ...) stay for the
 * schema's parse to drop. Null for a missing document.
 */
export function orderWireFields(snap: DocumentSnapshot): Record<string, unknown> | null {
  const data = snap.data();
  if (!data) return null;
  const createdAt: unknown = data.createdAt;
  return {
    ...data,
    id: snap.id,
    createdAt: createdAt instanceof Timestamp ? createdAt.toDate().toISOString() : createdAt,
  };
}

/** Parsed through a contract schema; a broken order is skipped (null) and logged by id only. */
export function parseStoredOrder<S extends z.ZodType>(
  snap: DocumentSnapshot,
  schema: S,
): z.infer<S> | null {
  const fields = orderWireFields(snap);
  if (!fields) return null;
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  // Ids only: orders hold shipping and passport data.
  logger.error('invalid_order_document', {
    orderId: snap.id,
    issue: parsed.error.issues[0]?.path.map(String),
  });
  return null;
}
