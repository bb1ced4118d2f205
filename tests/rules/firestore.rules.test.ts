import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The compat API of the test contexts (`ctx.firestore()`) keeps types exact.
// A project of its own, so clearing it never touches the store's seeded data.
const projectId = 'demo-rules-test';
let env: RulesTestEnvironment;

/**
 * Documents that belong to Alice (uid `alice`), or name her, in every collection the server
 * keeps. None may be read by any client: the web app reads them through the API.
 */
const PRIVATE_DOCS: Record<string, Record<string, unknown>> = {
  'users/alice': {
    email: 'alice@example.com',
    name: 'Alice',
    role: 'user',
    profile: { name: 'Alice', phone: '+1 555 0100', passportData: { passportNumber: 'X123' } },
    searchTokens: ['a', 'al', 'alice', 'alice@example.com', 'example.com'],
  },
  'orders/o1': {
    userUid: 'alice',
    userEmail: 'alice@example.com',
    total: 20,
    status: 'new',
    searchTokens: ['alice@example.com'],
  },
  'reviews/r1': { uid: 'alice', email: 'alice@example.com', status: 'approved', title: 'Great' },
  'reviews/r2': { uid: 'alice', email: 'alice@example.com', status: 'pending', title: 'Hidden' },
  'reviews/r1/votes/alice': { vote: 'helpful' },
  'coupons/VIPALICE': { code: 'VIPALICE', assignedTo: ['alice@example.com'], value: 15 },
  'coupons/VIPALICE/redemptions/alice': { uid: 'alice', email: 'alice@example.com', count: 1 },
  'bonusAccounts/alice': { balance: 5 },
  'bonusAccounts/alice/ledger/e1': { type: 'earn', amount: 5 },
  'supportTickets/t1': { uid: 'alice', email: 'alice@example.com', status: 'open' },
  'logs/l1': { action: 'order.created', actor: 'alice@example.com', target: 'o1' },
  'idempotencyKeys/k1': { uid: 'alice', orderId: 'o1' },
  'mail/m1': { to: 'alice@example.com', message: { subject: 'Your order' } },
  'stockAlerts/a1': {
    productId: 'p1',
    email: 'alice@example.com',
    uid: 'alice',
    status: 'waiting',
  },
  'referralCodes/ALICE123': { uid: 'alice' },
  'referrals/alice': { referrerUid: 'bob', uid: 'alice' },
  'orderBonuses/o1': { uid: 'alice', amount: 1 },
  'rateLimits/k1': { count: 1 },
  'purchaseCounts/p1_alice': { productId: 'p1', uid: 'alice', units: 2 },
  'unconfirmedHolds/account-alice': { holds: { o1: { units: 2 } } },
  'orderConfirmations/h1': { orderId: 'o1', usedAt: null },
  'stockAlertConfirmations/h2': { alertId: 'a1', productId: 'p1', usedAt: null },
  'visitClients/v1': { expiresAt: 1 },
  'bonusAccounts/alice/referralMonths/2026-11': { earned: 12 },
  'trackingLookups/x1': { code: 'TRK123' },
  'productSlugs/robot': { productId: 'p1' },
  'statsRollup/totals': { orders: 1, revenueCents: 2000 },
  'statsMonthly/2025-01': { days: {} },
  'stats/private': { secret: 1 },
  'secrets/x': { a: 1 },
  // A raffle's seed stays on the server until the draw (issue 23); entries name accounts.
  'raffles/p1': { seed: 'f'.repeat(64), seedHash: 'a'.repeat(64), phase: 'entries' },
  'raffles/p1/raffleEntries/e1': { uid: 'alice', email: 'alice@example.com', status: 'entered' },
  'raffles/p1/raffleEntrants/alice': { entryId: 'e1' },
};

/** Public to everyone (catalogue, gallery, FAQ, the home page's counters). */
const PUBLIC_DOCS: Record<string, Record<string, unknown>> = {
  'products/p1': { slug: 'robot', title: 'Robot', price: 10, stock: 2 },
  'gallery/g1': { image: '/img/g1.svg', caption: 'Shelf' },
  'faq/f1': { question: 'Shipping?', answer: 'Worldwide.', order: 1 },
  'stats/public': { visitors: 1, community: 2, shipped: 3, today: 4 },
};

/** The path of the collection a document lives in (`a/b/c/d` -> `a/b/c`). */
const collectionOf = (path: string) => path.split('/').slice(0, -1).join('/');

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId,
    firestore: {
      rules: readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
      host: host ?? '127.0.0.1',
      port: Number(port ?? 8080),
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [path, data] of Object.entries({ ...PRIVATE_DOCS, ...PUBLIC_DOCS })) {
      await db.doc(path).set(data);
    }
  });
});

/** Every kind of client: the owner of the data, another user, admins (claim) and a guest. */
const clients = () => ({
  owner: env.authenticatedContext('alice', { email: 'alice@example.com' }).firestore(),
  'another user': env.authenticatedContext('bob', { email: 'bob@example.com' }).firestore(),
  'admin claim': env
    .authenticatedContext('root', {
      role: 'admin',
      email: 'admin@example.com',
      email_verified: true,
    })
    .firestore(),
  guest: env.unauthenticatedContext().firestore(),
});

describe('private collections', () => {
  it.each(Object.keys(PRIVATE_DOCS))(
    'when any client (owner, another user, admin claim, guest) reads %s, then it is denied',
    async (path) => {
      for (const [who, db] of Object.entries(clients())) {
        await expect(assertFails(db.doc(path).get()), who).resolves.toBeDefined();
        await expect(
          assertFails(db.collection(collectionOf(path)).get()),
          who,
        ).resolves.toBeDefined();
      }
    },
  );

  it('when the owner queries for their own documents, then it is denied too', async () => {
    const { owner } = clients();
    await assertFails(owner.collection('orders').where('userUid', '==', 'alice').get());
    await assertFails(owner.collection('reviews').where('status', '==', 'approved').get());
    await assertFails(owner.collection('supportTickets').where('uid', '==', 'alice').get());
    await assertFails(
      owner.collection('coupons').where('assignedTo', 'array-contains', 'alice@example.com').get(),
    );
    await assertFails(owner.collectionGroup('redemptions').where('uid', '==', 'alice').get());
    await assertFails(owner.collectionGroup('votes').get());
  });

  it('when anyone searches users or orders by the admin search tokens, then it is denied', async () => {
    for (const [who, db] of Object.entries(clients())) {
      for (const name of ['users', 'orders']) {
        const search = db.collection(name).where('searchTokens', 'array-contains', 'alice');
        await expect(assertFails(search.get()), `${who} ${name}`).resolves.toBeDefined();
      }
    }
  });
});

describe('public collections', () => {
  it.each(Object.keys(PUBLIC_DOCS))(
    'when any client (owner, another user, admin claim, guest) reads %s, then it is allowed',
    async (path) => {
      for (const [who, db] of Object.entries(clients())) {
        const snap = await assertSucceeds(db.doc(path).get());
        expect(snap.exists, who).toBe(true);
      }
    },
  );

  it('when any client lists the catalogue, gallery or FAQ, then it is allowed', async () => {
    for (const db of Object.values(clients())) {
      for (const name of ['products', 'gallery', 'faq']) {
        const snap = await assertSucceeds(db.collection(name).get());
        expect(snap.size).toBe(1);
      }
    }
  });

  it('when a client lists the stats collection, then it is denied (only stats/public is public)', async () => {
    for (const db of Object.values(clients())) {
      await assertFails(db.collection('stats').get());
    }
  });
});

describe('client writes', () => {
  it.each([...Object.keys(PUBLIC_DOCS), ...Object.keys(PRIVATE_DOCS)])(
    'when any client (owner, another user, admin claim, guest) writes %s, then it is denied',
    async (path) => {
      for (const [who, db] of Object.entries(clients())) {
        const ref = db.doc(path);
        await expect(assertFails(ref.set({ forged: true })), who).resolves.toBeDefined();
        await expect(
          assertFails(ref.set({ forged: true }, { merge: true })),
          who,
        ).resolves.toBeDefined();
        await expect(assertFails(ref.update({ forged: true })), who).resolves.toBeDefined();
        await expect(assertFails(ref.delete()), who).resolves.toBeDefined();
        await expect(
          assertFails(db.collection(collectionOf(path)).add({ forged: true })),
          who,
        ).resolves.toBeDefined();
      }
    },
  );

  it('when a user writes their own role or profile, then it is denied', async () => {
    const { owner } = clients();
    await assertFails(owner.doc('users/alice').update({ role: 'admin' }));
    await assertFails(owner.doc('users/alice').update({ 'profile.phone': '+1 555 0199' }));
    await assertFails(
      env
        .authenticatedContext('carol', { email: 'carol@example.com' })
        .firestore()
        .doc('users/carol')
        .set({ email: 'carol@example.com', name: 'C', role: 'user' }),
    );
  });
});
