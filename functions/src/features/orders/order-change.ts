import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { OrderStatus } from '../../contract/order';
import { parseStoredOrder, type StoredOrder } from './stored-order';

/**
 * One write of `orders/{id}` as the order triggers see it (functions/src/triggers/order-life.ts),
 * converted once. Each side is null when the document is absent or unreadable; `created` and
 * `deleted` say whether the document itself existed, so an unreadable side is never taken for
 * a creation or a deletion.
 */
export interface OrderChange {
  before: StoredOrder | null;
  after: StoredOrder | null;
  /** There was no document before this write. */
  created: boolean;
  /** There is no document after it. */
  deleted: boolean;
  /** The status on each side (null: absent or unreadable), and whether the two differ. */
  status: { from: OrderStatus | null; to: OrderStatus | null; changed: boolean };
}

/** What the change needs of each side of a trigger event (absent: the event carried none). */
type Side = Pick<DocumentSnapshot, 'id' | 'data' | 'exists'> | undefined;

export function orderChange(before: Side, after: Side): OrderChange {
  const existed = before?.exists === true;
  const exists = after?.exists === true;
  const was = existed ? parseStoredOrder(before) : null;
  const is = exists ? parseStoredOrder(after) : null;
  const from = was?.status ?? null;
  const to = is?.status ?? null;
  return {
    before: was,
    after: is,
    created: !existed && exists,
    deleted: existed && !exists,
    status: { from, to, changed: from !== to },
  };
}
