import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { siteOrigin } from '../../core/env';
import { db } from '../../core/firebase';
import {
  mailDocument,
  mailRepository,
  raffleNotServedMessage,
  raffleWinMessage,
  type RaffleMailFacts,
} from '../mail';
import { productRef, toProduct } from '../products';
import { drawOrder, entryListHashOf, frozenList } from './raffle-draw';
import { dropsLog } from './drops.log';
import { rafflesRepository, type Offer, type StoredRaffle } from './raffles.repository';

// A raffle moves on by itself: entries close and the list freezes, the seed is revealed and
// the draw made, lapsed offers pass on, and the entries not served are told. The emulator
// never fires schedules, so every read and write of a raffle calls `advanceRaffle` first
// (lazily, on the first call after each time), and in production a schedule calls it too.
// Each step is one transaction that reads the raffle again and does nothing if another
// caller took the step first: steps are idempotent and race-safe.

/** Mail ids carry the raffle and the entry: a retried step never writes a second mail. */
export const winMailId = (productId: string, entryId: string) =>
  `raffle-win-${productId}-${entryId}`;
export const notServedMailId = (productId: string, entryId: string) =>
  `raffle-not-served-${productId}-${entryId}`;

type Step = 'freeze' | 'draw' | 'serve' | 'tell' | null;

/** What is due for a raffle at `nowMs`, if anything. */
export function dueStep(raffle: StoredRaffle, nowMs: number): Step {
  switch (raffle.phase) {
    case 'entries':
      return nowMs >= raffle.entriesCloseAt.toMillis() ? 'freeze' : null;
    case 'frozen':
      return nowMs >= raffle.drawAt.toMillis() ? 'draw' : null;
    case 'drawn':
      return raffle.live.some((offer) => offer.checkoutBy.toMillis() <= nowMs) ||
        servingDone(raffle, raffle.live) ||
        roomToOffer(raffle, raffle.live) > 0
        ? 'serve'
        : null;
    case 'finished':
      return raffle.notServedMailed ? null : 'tell';
  }
}

const roomToOffer = (raffle: StoredRaffle, live: readonly Offer[]) =>
  Math.min(
    (raffle.units ?? 0) - raffle.claimed - live.length,
    (raffle.drawOrder?.length ?? 0) - raffle.cursor,
  );

/** Every unit bought, or every entry offered one, and no window still running. */
const servingDone = (raffle: StoredRaffle, live: readonly Offer[]) =>
  live.length === 0 &&
  (raffle.claimed >= (raffle.units ?? 0) || raffle.cursor >= (raffle.drawOrder?.length ?? 0));

async function mailFacts(productId: string): Promise<Omit<RaffleMailFacts, 'entryId'>> {
  const product = toProduct(await productRef(productId).get());
  return {
    title: product?.title ?? 'the raffle',
    titleRu: product?.titleRu,
    slug: product?.slug ?? productId,
    origin: siteOrigin(),
  };
}

/** Entries close: the list of entry ids is frozen and its hash published. The seed stays secret. */
async function freeze(tx: Transaction, productId: string, now: Timestamp) {
  const entryIds = frozenList(await rafflesRepository.entryIdsIn(tx, productId));
  rafflesRepository.update(tx, productId, {
    phase: 'frozen',
    entryIds,
    entryListHash: entryListHashOf(entryIds),
    updatedAt: now,
  });
  dropsLog.frozen({ productId, entries: entryIds.length });
}

/** The draw: the seed orders the frozen list; the units are the stock now, one per entry. */
async function draw(tx: Transaction, productId: string, raffle: StoredRaffle, now: Timestamp) {
  const product = toProduct(await tx.get(productRef(productId)));
  const order = drawOrder(raffle.seed, raffle.entryIds ?? []);
  const units = Math.max(0, Math.min(product?.stock ?? 0, order.length));
  rafflesRepository.update(tx, productId, {
    phase: 'drawn',
    drawOrder: order,
    units,
    updatedAt: now,
  });
  dropsLog.drawn({ productId, entries: order.length, units });
}

/**
 * Serving in draw order: offers whose window passed lapse; free units go to the next entries
 * in draw order, each with a mail and the same window; once nothing is left to offer and no
 * window runs, the raffle is finished.
 */
async function serve(
  tx: Transaction,
  productId: string,
  raffle: StoredRaffle,
  now: Timestamp,
  facts: Omit<RaffleMailFacts, 'entryId'>,
) {
  const lapsed = raffle.live.filter((offer) => offer.checkoutBy.toMillis() <= now.toMillis());
  const live = raffle.live.filter((offer) => offer.checkoutBy.toMillis() > now.toMillis());
  const room = Math.max(0, roomToOffer(raffle, live));
  const next = (raffle.drawOrder ?? []).slice(raffle.cursor, raffle.cursor + room);
  const entries = await rafflesRepository.readEntries(tx, productId, next);

  for (const offer of lapsed) {
    rafflesRepository.updateEntry(tx, productId, offer.entryId, { status: 'lapsed' });
  }
  const checkoutBy = Timestamp.fromMillis(now.toMillis() + raffle.checkoutWindowSeconds * 1000);
  for (const entryId of next) {
    const entry = entries.get(entryId);
    // A deleted account's entry (no address left) is passed over: the unit goes on.
    if (!entry || entry.email === '') continue;
    live.push({ entryId, uid: entry.uid, checkoutBy });
    rafflesRepository.updateEntry(tx, productId, entryId, { status: 'offered', checkoutBy });
    const message = raffleWinMessage({
      ...facts,
      entryId,
      checkoutBy: checkoutBy.toDate(),
      locale: entry.locale,
    });
    mailRepository.createIn(
      tx,
      winMailId(productId, entryId),
      mailDocument(
        {
          to: entry.email,
          message,
          kind: 'raffle-win',
          uid: entry.uid,
          productId,
          language: entry.locale,
        },
        now,
      ),
    );
  }
  const cursor = raffle.cursor + next.length;
  const after = { ...raffle, cursor, live };
  rafflesRepository.update(tx, productId, {
    cursor,
    live,
    ...(servingDone(after, live) ? { phase: 'finished' as const } : {}),
    updatedAt: now,
  });
  dropsLog.served({ productId, lapsed: lapsed.length, offered: next.length });
}

/** One "not this time" mail to every entry not served, once each (the mail id says so). */
async function tell(productId: string, facts: Omit<RaffleMailFacts, 'entryId'>) {
  const entries = await rafflesRepository.allEntries(productId);
  let mailed = 0;
  for (const [entryId, entry] of entries) {
    if (entry.status === 'claimed' || entry.email === '') continue;
    const message = raffleNotServedMessage({ ...facts, entryId, locale: entry.locale });
    const mail = mailDocument({
      to: entry.email,
      message,
      kind: 'raffle-not-served',
      uid: entry.uid,
      productId,
      language: entry.locale,
    });
    if (await mailRepository.create(notServedMailId(productId, entryId), mail)) mailed += 1;
  }
  await db.runTransaction(async (tx) => {
    if ((await rafflesRepository.read(tx, productId))?.phase !== 'finished') return;
    rafflesRepository.update(tx, productId, { notServedMailed: true, updatedAt: Timestamp.now() });
  });
  dropsLog.told({ productId, mailed });
}

/** Guards against a loop that never settles (each step moves the raffle on, so a few suffice). */
const MAX_STEPS = 6;

/**
 * Takes every step due at `now`, one transaction each, and returns the raffle as it then is
 * (null when the product has none). Cheap when nothing is due: one read.
 */
export async function advanceRaffle(
  productId: string,
  now: Date = new Date(),
): Promise<StoredRaffle | null> {
  let raffle = await rafflesRepository.find(productId);
  for (let i = 0; i < MAX_STEPS && raffle; i++) {
    const step = dueStep(raffle, now.getTime());
    if (step === null) return raffle;
    if (step === 'tell') {
      await tell(productId, await mailFacts(productId));
    } else {
      const facts = step === 'serve' ? await mailFacts(productId) : null;
      await db.runTransaction(async (tx) => {
        const current = await rafflesRepository.read(tx, productId);
        if (!current || dueStep(current, now.getTime()) !== step) return;
        const at = Timestamp.fromDate(now);
        if (step === 'freeze') await freeze(tx, productId, at);
        else if (step === 'draw') await draw(tx, productId, current, at);
        else if (facts) await serve(tx, productId, current, at, facts);
      });
    }
    raffle = await rafflesRepository.find(productId);
  }
  return raffle;
}

/** The production schedule: every raffle with work left moves on. */
export async function advanceAllRaffles(now: Date = new Date()): Promise<void> {
  const ids = await rafflesRepository.unfinishedProductIds();
  for (const productId of ids) {
    try {
      await advanceRaffle(productId, now);
    } catch (err) {
      dropsLog.advanceFailed({ productId, err });
    }
  }
}
