import { Timestamp } from 'firebase-admin/firestore';
import type {
  AdminDropResponse,
  DropSettingsRequest,
  DropStateResponse,
  EntryStatus,
  MyEntry,
  RaffleState,
  RaffleView,
  RaffleWinner,
} from '../../contract/raffle';
import { DEFAULT_LOCALE, type Locale } from '../../contract/locale';
import { auditLog } from '../../core/audit-log';
import type { SessionUser } from '../../core/auth';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { isFirestoreError } from '../../core/firebase-errors';
import { requireChallenge } from '../challenge';
import { invalidateProductCache, productRef, setSoldByRaffle } from '../products';
import { newEntryId, newSeed, seedHashOf } from './raffle-draw';
import { advanceRaffle } from './raffle-progress';
import { dropsLog } from './drops.log';
import { rafflesRepository, type EntryRecord, type StoredRaffle } from './raffles.repository';

const conflict = (message: string) => new AppError('conflict', message, 409);
const iso = (at: Timestamp) => at.toDate().toISOString();

/** The public state: the phase, and before entries close, where the clock stands. */
function stateOf(raffle: StoredRaffle, nowMs: number): RaffleState {
  if (raffle.phase !== 'entries') return raffle.phase === 'frozen' ? 'closed' : raffle.phase;
  if (nowMs < raffle.entriesOpenAt.toMillis()) return 'scheduled';
  return nowMs < raffle.entriesCloseAt.toMillis() ? 'open' : 'closed';
}

/** An entry as its account sees it. */
function myEntry(
  raffle: StoredRaffle,
  entryId: string,
  entry: EntryRecord,
  nowMs: number,
): MyEntry {
  const offer = raffle.live.find((o) => o.entryId === entryId);
  let status: EntryStatus;
  if (entry.status === 'claimed') status = 'bought';
  else if (offer && offer.checkoutBy.toMillis() > nowMs) status = 'won';
  else if (entry.status === 'offered' || entry.status === 'lapsed') status = 'lapsed';
  else if (raffle.phase === 'finished') status = 'not-drawn';
  else status = raffle.phase === 'drawn' ? 'waiting' : 'entered';
  return {
    entryId,
    status,
    checkoutBy: status === 'won' && offer ? iso(offer.checkoutBy) : null,
  };
}

function raffleView(raffle: StoredRaffle, mine: MyEntry | null, nowMs: number): RaffleView {
  const drawn = raffle.phase === 'drawn' || raffle.phase === 'finished';
  return {
    mode: 'raffle',
    state: stateOf(raffle, nowMs),
    entriesOpenAt: iso(raffle.entriesOpenAt),
    entriesCloseAt: iso(raffle.entriesCloseAt),
    drawAt: iso(raffle.drawAt),
    checkoutWindowSeconds: raffle.checkoutWindowSeconds,
    seedHash: raffle.seedHash,
    entryListHash: raffle.entryListHash,
    entryIds: raffle.entryIds,
    // The seed only once the draw is made: before that it would let anyone predict it.
    seed: drawn ? raffle.seed : null,
    drawOrder: drawn ? raffle.drawOrder : null,
    units: raffle.units,
    mine,
  };
}

async function mineOf(
  productId: string,
  raffle: StoredRaffle,
  user: SessionUser | null,
  nowMs: number,
): Promise<MyEntry | null> {
  if (!user) return null;
  const entryId = await rafflesRepository.entryIdOf(null, productId, user.uid);
  const entry = entryId && (await rafflesRepository.findEntry(productId, entryId));
  return entryId && entry ? myEntry(raffle, entryId, entry, nowMs) : null;
}

async function assertProduct(productId: string): Promise<void> {
  if (!(await productRef(productId).get()).exists) throw notFound('Product not found');
}

export const dropsService = {
  /** GET /api/drops/{productId}: the drop's state after any step that is due. */
  async state(
    productId: string,
    user: SessionUser | null,
    now = new Date(),
  ): Promise<DropStateResponse> {
    const raffle = await advanceRaffle(productId, now);
    const serverTime = now.toISOString();
    if (!raffle) {
      await assertProduct(productId);
      return { productId, drop: { mode: 'first-come' }, serverTime };
    }
    const mine = await mineOf(productId, raffle, user, now.getTime());
    return { productId, drop: raffleView(raffle, mine, now.getTime()), serverTime };
  },

  /**
   * POST /api/drops/{productId}/entries: one entry per verified account while entries are
   * open, each with a solved challenge (`X-Altcha`). The entry reads the raffle in its transaction, and closing entries writes it, so
   * no entry lands after the list is frozen.
   */
  async enter(
    productId: string,
    user: SessionUser,
    altcha: string | undefined,
    { locale = DEFAULT_LOCALE, now = new Date() }: { locale?: Locale; now?: Date } = {},
  ): Promise<MyEntry> {
    if (!user.emailVerified) {
      throw new AppError('forbidden', 'Verify your e-mail to enter', 403);
    }
    await advanceRaffle(productId, now);
    const entryId = newEntryId();
    try {
      await db.runTransaction(async (tx) => {
        const raffle = await rafflesRepository.read(tx, productId);
        if (!raffle) throw conflict('This product has no raffle');
        const state = stateOf(raffle, now.getTime());
        if (state === 'scheduled') throw conflict('Entries are not open yet');
        if (state !== 'open') throw conflict('Entries are closed');
        if (await rafflesRepository.entryIdOf(tx, productId, user.uid)) {
          throw conflict('You have already entered this raffle');
        }
        // The proof-of-work (features/challenge): after the reads, spent with the entry.
        await requireChallenge(tx, altcha, { kind: 'raffle-entry', id: entryId }, now.getTime());
        rafflesRepository.createEntry(tx, productId, entryId, {
          uid: user.uid,
          email: user.email,
          createdAt: Timestamp.fromDate(now),
          status: 'entered',
          checkoutBy: null,
          orderId: null,
          locale,
        });
      });
    } catch (err) {
      // Two entries of one account at once: the second commit finds the marker there.
      if (isFirestoreError(err, 'ALREADY_EXISTS')) {
        throw conflict('You have already entered this raffle');
      }
      throw err;
    }
    dropsLog.entered({ productId, entryId });
    return { entryId, status: 'entered', checkoutBy: null };
  },

  /**
   * PUT /api/admin/drops/{productId}: first come, or a raffle with a fresh secret seed. Once
   * entries have opened nothing changes any more: the published seed hash and times are a
   * promise to the entrants.
   */
  async configure(
    productId: string,
    settings: DropSettingsRequest,
    admin: SessionUser,
    now = new Date(),
  ): Promise<void> {
    let flagChanged = false;
    const configured = db.runTransaction(async (tx) => {
      const current = await rafflesRepository.read(tx, productId);
      if (current && now.getTime() >= current.entriesOpenAt.toMillis()) {
        throw conflict('This raffle has opened: its settings can no longer change');
      }
      const at = Timestamp.fromDate(now);
      // The product's own flag (Product.raffle; 404 when no product) in the same commit: its
      // page loads the raffle's panel, and asks for the raffle, only when it is set.
      flagChanged = await setSoldByRaffle(tx, productId, settings.mode === 'raffle', at);
      if (settings.mode === 'first-come') {
        if (current) rafflesRepository.delete(tx, productId);
      } else {
        const seed = current?.seed ?? newSeed();
        const entriesCloseAt = Timestamp.fromMillis(Date.parse(settings.entriesCloseAt));
        rafflesRepository.set(tx, productId, {
          entriesOpenAt: Timestamp.fromMillis(Date.parse(settings.entriesOpenAt)),
          entriesCloseAt,
          drawAt: settings.drawAt
            ? Timestamp.fromMillis(Date.parse(settings.drawAt))
            : entriesCloseAt,
          checkoutWindowSeconds: settings.checkoutWindowSeconds,
          seed,
          seedHash: seedHashOf(seed),
          phase: 'entries',
          entryIds: null,
          entryListHash: null,
          drawOrder: null,
          units: null,
          cursor: 0,
          live: [],
          claimed: 0,
          notServedMailed: false,
          updatedAt: at,
        });
      }
      auditLog.inTransaction(
        tx,
        { action: `drop.${settings.mode}`, actor: admin.email, target: productId },
        at,
      );
    });
    // The product answers changed: dropped even if the commit failed late (it may have landed).
    await configured.finally(() => {
      if (flagChanged) invalidateProductCache();
    });
    dropsLog.configured({ productId, mode: settings.mode });
  },

  /** The admin's view: the public one, the entry count and every offer with its claim state. */
  async adminState(productId: string, now = new Date()): Promise<AdminDropResponse> {
    const raffle = await advanceRaffle(productId, now);
    if (!raffle) {
      await assertProduct(productId);
      return { productId, drop: { mode: 'first-come' } };
    }
    const entries = await rafflesRepository.allEntries(productId);
    const winners: RaffleWinner[] = [];
    for (const entryId of raffle.drawOrder ?? []) {
      const entry = entries.get(entryId);
      if (!entry?.checkoutBy || entry.status === 'entered') continue;
      const status = myEntry(raffle, entryId, entry, now.getTime()).status;
      winners.push({
        entryId,
        email: entry.email,
        status: status === 'bought' ? 'bought' : status === 'won' ? 'won' : 'lapsed',
        checkoutBy: iso(entry.checkoutBy),
        orderId: entry.orderId,
      });
    }
    return {
      productId,
      drop: {
        ...raffleView(raffle, null, now.getTime()),
        entryCount: entries.size,
        winners,
      },
    };
  },
};
