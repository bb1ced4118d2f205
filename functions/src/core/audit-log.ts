import { createHash } from 'node:crypto';
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { LogSchema, type Log } from '../contract/admin';
import { db } from './firebase';
import { updateMatching, type AccountToForget } from './forget-account';
import { log } from './log';

/**
 * The admin log: `logs/{autoId}` {action, actor, target, time}. This module is the only one
 * that names the collection: every entry is written here (inside the change's transaction
 * when the change is one), read here (the admin's Logs tab) and rewritten here (an account's
 * deletion). Every admin change writes one, and so does every placed order and every admin
 * view of passport data. `actor` is an e-mail (or 'guest'/'system'); `target` an id or code:
 * never personal data beyond that. When an account is deleted, its entries keep
 * `actorPseudonym(uid)` instead of its e-mail.
 */
export interface AuditEntry {
  action: string;
  actor: string;
  target: string;
}

/**
 * What the log names instead of a deleted account: `deleted-user-` and the first 12 hex of
 * sha256(uid). Stable per account, so everything one person did still reads as one trail
 * (an admin cannot erase theirs by deleting the account), without saying who it was.
 */
export function actorPseudonym(uid: string): string {
  return `deleted-user-${createHash('sha256').update(uid).digest('hex').slice(0, 12)}`;
}

const logs = () => db.collection('logs');

const ORDER_CREATED = 'order.created';

const isoOf = (value: unknown): unknown =>
  value instanceof Timestamp ? value.toDate().toISOString() : value;

function toLog(snap: DocumentSnapshot): Log | null {
  const data = snap.data() ?? {};
  const parsed = LogSchema.safeParse({ ...data, id: snap.id, time: isoOf(data.time) });
  if (parsed.success) return parsed.data;
  log.invalidLogEntry({ id: snap.id, issue: parsed.error.issues[0]?.message });
  return null;
}

export const auditLog = {
  /** Inside the transaction that makes the change, so the log and the change commit together. */
  inTransaction(tx: Transaction, entry: AuditEntry, time = Timestamp.now()): void {
    tx.create(logs().doc(), { ...entry, time });
  },

  async write(entry: AuditEntry): Promise<void> {
    await logs().add({ ...entry, time: Timestamp.now() });
  },

  /** Several entries in one batch (at most 500): all are written or none. */
  async writeAll(entries: readonly AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const batch = db.batch();
    const time = Timestamp.now();
    for (const entry of entries) batch.create(logs().doc(), { ...entry, time });
    await batch.commit();
  },

  /**
   * One page of the log, newest first, after the entry `cursor` names (null: from the top);
   * one entry more than `limit` is read to tell whether another page follows. An entry that
   * does not match the contract is left out of its page. Null when the cursor names no entry.
   */
  async page(
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
   * A deleted account's entries stay (what happened, when, and that one person did it all)
   * under its pseudonym instead of its e-mail. An entry naming the e-mail is the account's
   * when the address is verified (admin actions need a verified address), or when it records
   * one of the account's own orders (`order.created`, target in `ownOrderIds`, read before
   * the orders let go of the account); an entry written under the same address by someone
   * else is never rewritten by an unverified account. Returns how many it rewrote.
   */
  forgetAccount(account: AccountToForget, ownOrderIds: ReadonlySet<string>): Promise<number> {
    if (account.email === '') return Promise.resolve(0);
    const actor = actorPseudonym(account.uid);
    const own = (doc: DocumentSnapshot) =>
      doc.get('action') === ORDER_CREATED && ownOrderIds.has(String(doc.get('target')));
    return updateMatching(logs().where('actor', '==', account.email), (doc) =>
      account.emailVerified || own(doc) ? { actor } : null,
    );
  },
};

/** What every placed order writes in its transaction; `actor` is the e-mail or 'guest'. */
export function orderCreated(actor: string, orderId: string): AuditEntry {
  return { action: ORDER_CREATED, actor, target: orderId };
}

/** What an account's deletion writes last: actor and target are the uid, never more. */
export function accountDeleted(uid: string): AuditEntry {
  return { action: 'account.deleted', actor: uid, target: uid };
}

/**
 * What every answer that shows an order's passport data to anyone but its owner writes
 * first (the admin detail view, and admins reading customers' orders through /api/orders).
 */
export function passportViewed(actor: string, orderId: string): AuditEntry {
  return { action: 'order.passport_viewed', actor, target: orderId };
}
