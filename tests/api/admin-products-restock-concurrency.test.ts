import { afterAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema } from '@contract/admin-catalog';
import { call, seededAdmin } from '../support/accounts';
import { adminDb, uniqueSuffix } from '../support/emulators';

// Through Hosting and the Functions emulator, which runs each simultaneous request in a
// worker process of its own: many cold workers started at once on 2 cores miss the
// emulator's start-up limit, so a few bursts bring up a warm worker per request first and
// the restocks then reach Firestore together.
const BURST = 20;
const STEP = 5;
const TIMEOUT = 180_000;

let productId: string | null = null;

afterAll(async () => {
  if (!productId) return;
  const db = adminDb();
  const slug = (await db.doc(`products/${productId}`).get()).get('slug') as string;
  await Promise.all([
    db.doc(`products/${productId}`).delete(),
    db.doc(`productSlugs/${slug}`).delete(),
  ]);
});

async function warmUpWorkers(): Promise<void> {
  for (let size = STEP; size <= BURST; size += STEP) {
    const answers = await Promise.all(
      Array.from({ length: size }, () => call('GET', '/api/health')),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  }
}

describe('concurrent restocks', () => {
  it(
    `when ${BURST} restocks of +5 arrive at once, then the stock ends exactly ${BURST * 5} higher`,
    async () => {
      const admin = await seededAdmin();
      const created = await call('POST', '/api/admin/products', {
        bearer: admin,
        body: { title: `Restock Robot ${uniqueSuffix()}`, price: 10, stock: 3 },
      });
      expect(created.status).toBe(201);
      productId = AdminProductResponseSchema.parse(created.body).item.id;
      const id = productId;
      await warmUpWorkers();

      const answers = await Promise.all(
        Array.from({ length: BURST }, () =>
          call('POST', `/api/admin/restock/${id}`, { bearer: admin, body: { qty: 5 } }),
        ),
      );

      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const seen = answers.map((a) => AdminProductResponseSchema.parse(a.body).item.stock);
      expect(Math.max(...seen)).toBe(3 + BURST * 5);
      expect((await adminDb().doc(`products/${id}`).get()).get('stock')).toBe(3 + BURST * 5);
      const logged = await adminDb()
        .collection('logs')
        .where('target', '==', id)
        .where('action', '==', 'product.restocked')
        .get();
      expect(logged.size).toBe(BURST);
    },
    TIMEOUT,
  );
});
