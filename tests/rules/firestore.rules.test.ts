import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// The compat API of the test contexts (`ctx.firestore()`) keeps types exact.
// A project of its own, so clearing it never touches the store's seeded data.
const projectId = 'demo-rules-test';
let env: RulesTestEnvironment;

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
    await db.doc('products/p1').set({ slug: 'robot', title: 'Robot', price: 10, stock: 2 });
    await db.doc('users/alice').set({
      email: 'alice@example.com',
      name: 'Alice',
      role: 'user',
      profile: { name: 'Alice', phone: '+1 555 0100', passportData: { passportNumber: 'X123' } },
    });
    await db.doc('users/bob').set({ email: 'bob@example.com', name: 'Bob', role: 'user' });
    await db.doc('orders/o1').set({ userUid: 'alice', total: 20, status: 'new' });
    await db.doc('coupons/SAVE10').set({ code: 'SAVE10', type: 'percent', value: 10 });
    await db.doc('stats/public').set({ visitors: 1, community: 2, shipped: 3, today: 4 });
    await db.doc('reviews/r1').set({ status: 'approved', title: 'Great' });
    await db.doc('reviews/r2').set({ status: 'pending', title: 'Hidden' });
  });
});

const guest = () => env.unauthenticatedContext().firestore();
const alice = () => env.authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const admin = () => env.authenticatedContext('root', { role: 'admin' }).firestore();

describe('products', () => {
  it('when anyone reads products, then it is allowed', async () => {
    await assertSucceeds(guest().doc('products/p1').get());
    await assertSucceeds(guest().collection('products').get());
    await assertSucceeds(alice().doc('products/p1').get());
  });

  it('when any client writes a product, then it is denied (admins too: writes go through the API)', async () => {
    for (const db of [guest(), alice(), admin()]) {
      await assertFails(db.doc('products/p2').set({ title: 'Free', price: 0 }));
      await assertFails(db.doc('products/p1').update({ price: 0.01 }));
      await assertFails(db.doc('products/p1').delete());
    }
  });
});

describe('orders, coupons, users', () => {
  it('when any client writes orders, coupons or users, then it is denied', async () => {
    for (const db of [guest(), alice(), admin()]) {
      await assertFails(db.doc('orders/o2').set({ userUid: 'alice', total: 0 }));
      await assertFails(db.doc('orders/o1').update({ status: 'paid' }));
      await assertFails(db.doc('coupons/FREE').set({ type: 'percent', value: 100 }));
      await assertFails(db.doc('coupons/SAVE10').update({ value: 100 }));
      await assertFails(db.doc('users/alice').set({ role: 'admin' }));
      await assertFails(db.doc('users/alice').update({ role: 'admin' }));
    }
  });

  it('when a signed-in user reads user documents, then only their own', async () => {
    await assertSucceeds(alice().doc('users/alice').get());
    await assertFails(alice().doc('users/bob').get());
    await assertFails(alice().collection('users').get());
    await assertFails(guest().doc('users/alice').get());
  });

  it('when reading orders, then the owner and admins may, others may not', async () => {
    await assertSucceeds(alice().doc('orders/o1').get());
    await assertSucceeds(admin().doc('orders/o1').get());
    await assertFails(env.authenticatedContext('bob').firestore().doc('orders/o1').get());
    await assertFails(guest().doc('orders/o1').get());
  });

  it('when a client reads coupons, then it is denied (codes are checked by the server)', async () => {
    await assertFails(alice().doc('coupons/SAVE10').get());
    await assertFails(guest().collection('coupons').get());
  });
});

describe('user documents and profiles', () => {
  const bob = () => env.authenticatedContext('bob', { email: 'bob@example.com' }).firestore();
  const carol = () => env.authenticatedContext('carol', { email: 'carol@example.com' }).firestore();

  it('when a user reads their own user document, then it is allowed, profile included', async () => {
    const snap = await assertSucceeds(alice().doc('users/alice').get());
    if (snap.get('profile.phone') !== '+1 555 0100') throw new Error('profile not readable');
    await assertSucceeds(bob().doc('users/bob').get());
  });

  it("when a user reads another user's document, then it is denied", async () => {
    await assertFails(bob().doc('users/alice').get());
    await assertFails(alice().doc('users/bob').get());
    await assertFails(bob().collection('users').where('role', '==', 'admin').get());
  });

  it('when a user writes a role, then it is denied, for themselves and for others', async () => {
    await assertFails(alice().doc('users/alice').update({ role: 'admin' }));
    await assertFails(alice().doc('users/alice').set({ role: 'admin' }, { merge: true }));
    await assertFails(alice().doc('users/bob').update({ role: 'admin' }));
    await assertFails(
      carol().doc('users/carol').set({ email: 'carol@example.com', name: 'C', role: 'admin' }),
    );
  });

  it('when a user writes their own document without a role, then it is denied too', async () => {
    await assertFails(alice().doc('users/alice').update({ 'profile.phone': '+1 555 0199' }));
    await assertFails(
      alice()
        .doc('users/alice')
        .set({ profile: { name: 'A' } }, { merge: true }),
    );
    await assertFails(
      carol().doc('users/carol').set({ email: 'carol@example.com', name: 'C', role: 'user' }),
    );
    await assertFails(alice().doc('users/alice').delete());
    await assertFails(guest().doc('users/alice').update({ name: 'Mallory' }));
  });
});

describe('public documents', () => {
  it('when anyone reads the public stats and approved reviews, then allowed; pending reviews are not', async () => {
    await assertSucceeds(guest().doc('stats/public').get());
    await assertFails(alice().doc('stats/public').set({ visitors: 0 }));
    await assertSucceeds(guest().doc('reviews/r1').get());
    await assertFails(guest().doc('reviews/r2').get());
  });

  it('when a collection is not named in the rules, then everything is denied', async () => {
    await assertFails(alice().doc('secrets/x').get());
    await assertFails(alice().doc('secrets/x').set({ a: 1 }));
  });
});

describe('reviews, votes, support tickets and rate limits', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await db.doc('reviews/r1/votes/alice').set({ vote: 'helpful' });
      await db.doc('supportTickets/t1').set({ email: 'alice@example.com', status: 'open' });
      await db.doc('rateLimits/k1').set({ count: 1 });
    });
  });

  it('when any client writes a review, then it is denied (admins too: reviews go through the API)', async () => {
    for (const db of [guest(), alice(), admin()]) {
      await assertFails(db.doc('reviews/r3').set({ status: 'approved', title: 'Forged' }));
      await assertFails(db.collection('reviews').add({ status: 'pending', title: 'Direct' }));
      await assertFails(db.doc('reviews/r1').update({ helpfulVotes: 1000 }));
      await assertFails(db.doc('reviews/r2').update({ status: 'approved' }));
      await assertFails(db.doc('reviews/r1').delete());
    }
  });

  it('when any client writes or reads votes, then it is denied, their own included', async () => {
    for (const db of [guest(), alice(), admin()]) {
      await assertFails(db.doc('reviews/r1/votes/alice').set({ vote: 'unhelpful' }));
      await assertFails(db.doc('reviews/r1/votes/alice').delete());
      await assertFails(db.doc('reviews/r1/votes/alice').get());
      await assertFails(db.collection('reviews/r1/votes').get());
    }
    await assertFails(alice().doc('reviews/r1/votes/bob').set({ vote: 'helpful' }));
  });

  it('when any client writes or reads support tickets, then it is denied', async () => {
    for (const db of [guest(), alice(), admin()]) {
      await assertFails(db.collection('supportTickets').add({ subject: 'Hi', status: 'open' }));
      await assertFails(db.doc('supportTickets/t1').update({ status: 'closed' }));
      await assertFails(db.doc('supportTickets/t1').delete());
      await assertFails(db.doc('supportTickets/t1').get());
      await assertFails(db.collection('supportTickets').get());
    }
  });

  it('when any client touches rate-limit counters, then it is denied', async () => {
    for (const db of [guest(), alice(), admin()]) {
      await assertFails(db.doc('rateLimits/k1').get());
      await assertFails(db.doc('rateLimits/k1').set({ count: 0 }));
      await assertFails(db.doc('rateLimits/k1').delete());
    }
  });
});
