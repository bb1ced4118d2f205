import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { LogSchema, type Log } from '../../contract/admin';
import type { PageRequest } from '../../contract/paging';
import { UserSchema, type User } from '../../contract/user';
import { db } from '../../core/firebase';
import { readPage } from '../../core/paging';

/**
 * Read side of `logs/{autoId}` {action, actor, target, time} (written by core/audit-log and
 * the order transaction) and `users/{uid}` {email, name, role, createdAt, ...} (written at
 * sign-in, features/auth/users.repository.ts).
 */
const logs = () => db.collection('logs');
const users = () => db.collection('users');

const isoOf = (value: unknown): unknown =>
  value instanceof Timestamp ? value.toDate().toISOString() : value;

function toLog(snap: DocumentSnapshot): Log | null {
  const data = snap.data() ?? {};
  const parsed = LogSchema.safeParse({ ...data, id: snap.id, time: isoOf(data.time) });
  if (parsed.success) return parsed.data;
  logger.warn('invalid_log_document', { id: snap.id, issue: parsed.error.issues[0]?.message });
  return null;
}

/** Only the list's fields: the profile (passport data included) is never read into it. */
function toUser(snap: DocumentSnapshot): User | null {
  const field = (name: string): unknown => snap.get(name);
  const parsed = UserSchema.safeParse({
    id: snap.id,
    email: field('email'),
    name: field('name'),
    role: field('role'),
    createdAt: isoOf(field('createdAt')),
  });
  if (parsed.success) return parsed.data;
  logger.warn('invalid_user_document', { uid: snap.id, issue: parsed.error.issues[0]?.path });
  return null;
}

export const adminAuditRepository = {
  /**
   * One page of the log, newest first, after the entry `cursor` names (null: from the top);
   * one entry more than `limit` is read to tell whether another page follows. An entry
   * that does not match the contract is left out of its page.
   */
  async logPage(
    cursor: string | null,
    limit: number,
  ): Promise<{ items: Log[]; lastId: string | null; more: boolean } | null> {
    let query = logs()
      .orderBy('time', 'desc')
      .limit(limit + 1);
    if (cursor !== null) {
      const after = await logs().doc(cursor).get();
      if (!after.exists) return null;
      query = query.startAfter(after);
    }
    const docs = (await query.get()).docs;
    const page = docs.slice(0, limit);
    return {
      items: page.flatMap((doc) => toLog(doc) ?? []),
      lastId: page.at(-1)?.id ?? null,
      more: docs.length > limit,
    };
  },

  /**
   * Accounts newest first (createdAt, then uid), one page; see core/paging.ts. A document
   * without `createdAt` is not an account yet, and ordering by it leaves such documents out.
   */
  async usersPage(page: PageRequest): Promise<{ items: User[]; nextCursor: string | null }> {
    const query = users().select('email', 'name', 'role', 'createdAt');
    const { docs, nextCursor } = await readPage(query, page);
    return { items: docs.flatMap((doc) => toUser(doc) ?? []), nextCursor };
  },
};
