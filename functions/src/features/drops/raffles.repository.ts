import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { StoredLocaleSchema } from '../../contract/locale';
import { db } from '../../core/firebase';

// The drops feature alone names `raffles/{productId}` (settings, commitments, the draw and
// the offers being served) and its two sub-collections: `raffleEntries/{entryId}` (the
// entry: account, address, status) and `raffleEntrants/{uid}` (which entry an account holds,
// created once: an account enters once). None is readable by clients (deny by default in
// firestore.rules): the seed stays on the server until the draw.

const TimestampSchema = z.instanceof(Timestamp);

/** A unit reserved for an entry until `checkoutBy`. */
const OfferSchema = z.object({ entryId: z.string(), uid: z.string(), checkoutBy: TimestampSchema });
export type Offer = z.infer<typeof OfferSchema>;

/**
 * entries: taking entries (scheduled or open by the clock); frozen: the list and its hash
 * are fixed, the seed still secret; drawn: offers are being served in draw order; finished.
 */
const PhaseSchema = z.enum(['entries', 'frozen', 'drawn', 'finished']);
export type Phase = z.infer<typeof PhaseSchema>;

const StoredRaffleSchema = z.object({
  entriesOpenAt: TimestampSchema,
  entriesCloseAt: TimestampSchema,
  drawAt: TimestampSchema,
  checkoutWindowSeconds: z.int(),
  seed: z.string(),
  seedHash: z.string(),
  phase: PhaseSchema,
  entryIds: z.array(z.string()).nullable(),
  entryListHash: z.string().nullable(),
  drawOrder: z.array(z.string()).nullable(),
  /** Units the draw gives out: the stock at the draw, at most one per entry. */
  units: z.int().nullable(),
  /** The next index of `drawOrder` to offer a unit to. */
  cursor: z.int(),
  /** Offers whose window is running. */
  live: z.array(OfferSchema),
  /** Units bought by drawn entries. */
  claimed: z.int(),
  /** Whether every entry not served has had its one "not this time" mail. */
  notServedMailed: z.boolean(),
  updatedAt: TimestampSchema,
});
export type StoredRaffle = z.infer<typeof StoredRaffleSchema>;

const EntryRecordSchema = z.object({
  uid: z.string(),
  email: z.string(),
  createdAt: TimestampSchema,
  status: z.enum(['entered', 'offered', 'claimed', 'lapsed']),
  checkoutBy: TimestampSchema.nullable(),
  orderId: z.string().nullable(),
  /** The language it was made in (issue 25): its e-mails are written in it. Older: English. */
  locale: StoredLocaleSchema,
});
export type EntryRecord = z.infer<typeof EntryRecordSchema>;

const EntrantSchema = z.object({ entryId: z.string() });

const raffleRef = (productId: string) => db.collection('raffles').doc(productId);
const entriesOf = (productId: string) => raffleRef(productId).collection('raffleEntries');
const entryRef = (productId: string, entryId: string) => entriesOf(productId).doc(entryId);
const entrantRef = (productId: string, uid: string) =>
  raffleRef(productId).collection('raffleEntrants').doc(uid);

const parseRaffle = (data: unknown): StoredRaffle | null =>
  data === undefined ? null : StoredRaffleSchema.parse(data);
const parseEntry = (data: unknown): EntryRecord | null =>
  data === undefined ? null : EntryRecordSchema.parse(data);

export const rafflesRepository = {
  async find(productId: string): Promise<StoredRaffle | null> {
    return parseRaffle((await raffleRef(productId).get()).data());
  },

  /** Raffles of several products at once (the order gate), by product id; absent ones left out. */
  async findMany(productIds: readonly string[]): Promise<Map<string, StoredRaffle>> {
    if (productIds.length === 0) return new Map();
    const snaps = await db.getAll(...productIds.map(raffleRef));
    const found = new Map<string, StoredRaffle>();
    for (const snap of snaps) {
      const raffle = parseRaffle(snap.data());
      if (raffle) found.set(snap.id, raffle);
    }
    return found;
  },

  async read(tx: Transaction, productId: string): Promise<StoredRaffle | null> {
    return parseRaffle((await tx.get(raffleRef(productId))).data());
  },

  set(tx: Transaction, productId: string, raffle: StoredRaffle): void {
    tx.set(raffleRef(productId), StoredRaffleSchema.parse(raffle));
  },

  update(tx: Transaction, productId: string, fields: Partial<StoredRaffle>): void {
    tx.update(raffleRef(productId), fields);
  },

  delete(tx: Transaction, productId: string): void {
    tx.delete(raffleRef(productId));
  },

  /** Products whose raffle still has work to do (the production schedule). */
  async unfinishedProductIds(): Promise<string[]> {
    const [running, unmailed] = await Promise.all([
      db.collection('raffles').where('phase', 'in', ['entries', 'frozen', 'drawn']).select().get(),
      db.collection('raffles').where('notServedMailed', '==', false).select().get(),
    ]);
    return [...new Set([...running.docs, ...unmailed.docs].map((doc) => doc.id))];
  },

  /** The entry an account holds in a product's raffle, if any. */
  async entryIdOf(tx: Transaction | null, productId: string, uid: string): Promise<string | null> {
    const ref = entrantRef(productId, uid);
    const snap = tx ? await tx.get(ref) : await ref.get();
    return snap.exists ? EntrantSchema.parse(snap.data()).entryId : null;
  },

  async findEntry(productId: string, entryId: string): Promise<EntryRecord | null> {
    return parseEntry((await entryRef(productId, entryId).get()).data());
  },

  async readEntries(
    tx: Transaction,
    productId: string,
    entryIds: readonly string[],
  ): Promise<Map<string, EntryRecord>> {
    if (entryIds.length === 0) return new Map();
    const snaps = await tx.getAll(...entryIds.map((id) => entryRef(productId, id)));
    const found = new Map<string, EntryRecord>();
    for (const snap of snaps) {
      const entry = parseEntry(snap.data());
      if (entry) found.set(snap.id, entry);
    }
    return found;
  },

  /** Every entry id of a raffle, read in the freezing transaction. */
  async entryIdsIn(tx: Transaction, productId: string): Promise<string[]> {
    return (await tx.get(entriesOf(productId).select())).docs.map((doc) => doc.id);
  },

  /** Every entry of a raffle with its record (the "not this time" mails, the admin's list). */
  async allEntries(productId: string): Promise<Map<string, EntryRecord>> {
    const snaps = await entriesOf(productId).get();
    return new Map(snaps.docs.map((doc) => [doc.id, EntryRecordSchema.parse(doc.data())]));
  },

  async countEntries(productId: string): Promise<number> {
    return (await entriesOf(productId).count().get()).data().count;
  },

  /** A new entry and the account's marker; the commit fails if the account already entered. */
  createEntry(tx: Transaction, productId: string, entryId: string, entry: EntryRecord): void {
    tx.create(entrantRef(productId, entry.uid), { entryId });
    tx.create(entryRef(productId, entryId), EntryRecordSchema.parse(entry));
  },

  /**
   * Account deletion: the account's entries keep their ids (they are in published lists and
   * hashes) but lose the account, uid and address; its markers go. Returns how many entries.
   */
  async forgetEntrant(uid: string): Promise<number> {
    const entries = await db.collectionGroup('raffleEntries').where('uid', '==', uid).get();
    const batch = db.batch();
    for (const doc of entries.docs) {
      batch.update(doc.ref, { uid: '', email: '' });
      const productId = doc.ref.parent.parent?.id;
      if (productId) batch.delete(entrantRef(productId, uid));
    }
    if (!entries.empty) await batch.commit();
    return entries.size;
  },

  updateEntry(
    tx: Transaction,
    productId: string,
    entryId: string,
    fields: Partial<EntryRecord>,
  ): void {
    tx.update(entryRef(productId, entryId), fields);
  },
};
