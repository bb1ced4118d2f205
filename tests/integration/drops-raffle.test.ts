import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../functions/src/core/auth';
import { DEMO_ALTCHA_HMAC_SECRET } from '../../functions/src/core/env';
import { drawOrder } from '../../functions/src/features/drops/raffle-draw';
import { dropsService } from '../../functions/src/features/drops/drops.service';
import {
  advanceAllRaffles,
  advanceRaffle,
  forgetAccount,
} from '../../functions/src/features/drops';
import { solvedPayload } from '../support/altcha';
import { createProduct } from '../support/checkout-fixtures';
import { adminDb, requireEmulators, uniqueSuffix } from '../support/emulators';
import { seededAdminSession } from '../support/accounts';

// The raffle's lazy steps in this process against the emulators, with a clock handed in:
// the draw, the pass-on and the "not this time" mails, each called by several callers at
// once (as several requests would after the same moment), must happen exactly once. The
// production schedule (advanceAllRaffles) is the same step for every raffle.
vi.mock('firebase-functions', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));
requireEmulators();
// Entries carry a challenge the emulated API issued: this process checks it with the same key.
vi.stubEnv('ALTCHA_HMAC_SECRET', DEMO_ALTCHA_HMAC_SECRET);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const shopper = (n: number): SessionUser => {
  const suffix = uniqueSuffix();
  return {
    uid: `raffle-int-${n}-${suffix}`,
    email: `raffle-int-${n}-${suffix}@example.com`,
    name: `Raffle ${n}`,
    emailVerified: true,
    role: 'user',
  };
};

const mailKinds = async (productId: string) =>
  (await adminDb().collection('mail').where('productId', '==', productId).get()).docs
    .map((doc) => `${String(doc.data().kind)}:${String(doc.data().to)}`)
    .sort();

/** Several callers of the same step at the same moment. */
const together = (productId: string, at: number, callers = 4) =>
  Promise.all(Array.from({ length: callers }, () => advanceRaffle(productId, new Date(at))));

/** A product of 1 unit whose raffle opened an hour ago, closes in an hour and draws in two. */
async function openRaffle(): Promise<{ toy: string; t0: number }> {
  const toy = await createProduct({ stock: 1 });
  const t0 = Date.now();
  await dropsService.configure(
    toy,
    {
      mode: 'raffle',
      entriesOpenAt: new Date(t0 - HOUR).toISOString(),
      entriesCloseAt: new Date(t0 + HOUR).toISOString(),
      drawAt: new Date(t0 + 2 * HOUR).toISOString(),
      checkoutWindowSeconds: 60,
    },
    seededAdminSession,
  );
  return { toy, t0 };
}

describe('raffle steps (in process)', () => {
  it('when many callers advance a raffle at once, then each step (freeze, draw, pass-on, not-this-time mails) happens once', async () => {
    const { toy, t0 } = await openRaffle();
    const people = [1, 2, 3].map(shopper);
    const ids = new Map<string, SessionUser>();
    for (const person of people) {
      const entry = await dropsService.enter(toy, person, await solvedPayload());
      ids.set(entry.entryId, person);
    }

    await together(toy, t0 + HOUR + 1000);
    const frozen = await dropsService.state(toy, null, new Date(t0 + HOUR + 2000));
    if (frozen.drop.mode !== 'raffle') throw new Error('expected a raffle');
    expect(frozen.drop.state).toBe('closed');
    expect(frozen.drop.entryIds).toHaveLength(3);

    const drawAt = t0 + 2 * HOUR + 1000;
    await together(toy, drawAt);
    const drawn = await dropsService.state(toy, null, new Date(drawAt));
    if (drawn.drop.mode !== 'raffle') throw new Error('expected a raffle');
    const order = drawOrder(drawn.drop.seed ?? '', frozen.drop.entryIds ?? []);
    expect(drawn.drop.drawOrder).toEqual(order);
    const person = (i: number) => ids.get(order[i] ?? '')?.email ?? '';
    expect(await mailKinds(toy)).toEqual([`raffle-win:${person(0)}`]);

    // The first winner's window passes: the unit goes to the second, once.
    await together(toy, drawAt + MINUTE + 1000);
    expect(await mailKinds(toy)).toEqual(
      [`raffle-win:${person(0)}`, `raffle-win:${person(1)}`].sort(),
    );
    // The schedule's run is the same step: the second lapses, the third gets the unit.
    await advanceAllRaffles(new Date(drawAt + 2 * MINUTE + 2000));
    // The third lapses too: nothing left to offer, finished, and all three told once.
    await together(toy, drawAt + 3 * MINUTE + 3000);
    await together(toy, drawAt + 3 * MINUTE + 4000);
    expect(await mailKinds(toy)).toEqual(
      [0, 1, 2]
        .flatMap((i) => [`raffle-win:${person(i)}`, `raffle-not-served:${person(i)}`])
        .sort(),
    );
    const finished = await dropsService.state(toy, people[0] ?? null, new Date(drawAt + HOUR));
    if (finished.drop.mode !== 'raffle') throw new Error('expected a raffle');
    expect(finished.drop.state).toBe('finished');
    expect(finished.drop.mine?.status).toBe('lapsed');
  }, 60_000);

  it('when an entrant deletes their account, then the entry keeps its id but loses uid and address, and the account may not be found by it', async () => {
    const { toy } = await openRaffle();
    const person = shopper(9);
    const { entryId } = await dropsService.enter(toy, person, await solvedPayload());
    expect(await forgetAccount({ uid: person.uid, email: person.email, emailVerified: true })).toBe(
      1,
    );
    const stored = await adminDb().doc(`raffles/${toy}/raffleEntries/${entryId}`).get();
    expect(stored.data()).toMatchObject({ uid: '', email: '' });
    const state = await dropsService.state(toy, person);
    if (state.drop.mode !== 'raffle') throw new Error('expected a raffle');
    expect(state.drop.mine).toBeNull();
  }, 30_000);

  it('when an entry is made from a Russian page, then it keeps ru for its mails, which name the Russian title (issue 25)', async () => {
    const { toy, t0 } = await openRaffle();
    await adminDb().doc(`products/${toy}`).update({ titleRu: 'Сова' });
    const [russian, english] = [shopper(7), shopper(8)];
    const ru = await dropsService.enter(toy, russian, await solvedPayload(), { locale: 'ru' });
    const en = await dropsService.enter(toy, english, await solvedPayload());
    const entry = (id: string) => adminDb().doc(`raffles/${toy}/raffleEntries/${id}`).get();
    expect((await entry(ru.entryId)).get('locale')).toBe('ru');
    expect((await entry(en.entryId)).get('locale')).toBe('en');

    // Drawn, and the first winner's window passes: both have had a win mail.
    const drawAt = t0 + 2 * HOUR + 1000;
    await advanceRaffle(toy, new Date(drawAt));
    await advanceRaffle(toy, new Date(drawAt + MINUTE + 1000));
    const wins = (
      await adminDb()
        .collection('mail')
        .where('productId', '==', toy)
        .where('kind', '==', 'raffle-win')
        .get()
    ).docs.map((doc) => doc.data() as { to: string; message: { subject: string } });
    const subjectTo = (email: string) => wins.find((mail) => mail.to === email)?.message.subject;
    expect(subjectTo(russian.email)).toBe('Toy Store: вы выиграли в розыгрыше Сова');
    expect(subjectTo(english.email)).toMatch(/^Toy Store: you won the .+ raffle$/);
    expect(subjectTo(english.email)).not.toContain('Сова');
  }, 30_000);
});
