import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { shippingData as benchShipping } from './orders';
import { percentile } from './stats';

/**
 * The drop burst (issue 23): `buyers` signed-in, verified accounts press Buy at once for
 * `stock` units of one product, through Hosting's /api rewrite; beside it, the same number of
 * simultaneous `GET /api/health` in the same run (the function's floor: a worker per request
 * in flight on the Functions emulator, no Firestore).
 */
export interface BurstResult {
  /** From the first request sent to the last answer. */
  wallMs: number;
  p50: number;
  p95: number;
  max: number;
  statuses: Record<string, number>;
}

export interface DropResult {
  buyers: number;
  stock: number;
  sold: number;
  /** Stock left on products/{id} after the burst (must be stock - sold, never below 0). */
  stockAfter: number;
  /** Answers other than 201 and 409 (a 5xx, a 429...). */
  unexpected: number;
  drop: BurstResult;
  health: BurstResult;
  /** drop.wallMs / health.wallMs. */
  ratio: number;
}

const authHost = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

function app(): App {
  return (
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-toy-store' })
  );
}

/** A verified account, signed in on the Auth emulator: its ID token (sent as a Bearer). */
async function verifiedBuyer(run: string, index: number): Promise<string> {
  const email = `drop-${run}-${String(index)}@example.com`;
  const password = `pw-${run}-${String(index)}`;
  await getAuth(app()).createUser({ email, password, emailVerified: true });
  const res = await fetch(
    `${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

const shippingData = (index: number) => ({
  ...benchShipping,
  email: `drop-buyer-${String(index)}@example.com`,
});

/** Sends every request at once; each answer's status and time. */
async function burst(requests: (() => Promise<Response>)[]): Promise<BurstResult> {
  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async (send) => {
      const start = performance.now();
      const res = await send();
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - start };
    }),
  );
  const wallMs = performance.now() - started;
  const samples = answers.map((a) => a.ms);
  const statuses: Record<string, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    wallMs,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: Math.max(...samples),
    statuses,
  };
}

async function createProduct(id: string, stock: number): Promise<string> {
  await getFirestore(app())
    .doc(`products/${id}`)
    .set({
      slug: id,
      title: `Drop toy ${id}`,
      price: 49.5,
      stock,
      tags: [],
      images: [],
      description: '',
      specs: {},
    });
  return id;
}

/** Each buyer orders one unit of the product at once, with a key of its own. */
const orderBurst = (baseUrl: string, tokens: string[], productId: string, keyPrefix: string) =>
  burst(
    tokens.map(
      (token, index) => () =>
        fetch(`${baseUrl}/api/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': `${keyPrefix}-${String(index)}`,
          },
          body: JSON.stringify({
            items: [{ id: productId, qty: 1 }],
            coupon: null,
            shippingData: shippingData(index),
          }),
        }),
    ),
  );

const healthBurst = (baseUrl: string, size: number) =>
  burst(Array.from({ length: size }, () => () => fetch(`${baseUrl}/api/health`)));

export async function measureDrop(
  baseUrl: string,
  { buyers = 100, stock = 40 }: { buyers?: number; stock?: number } = {},
): Promise<DropResult> {
  const run = Date.now().toString(36);
  const productId = await createProduct(`bench-drop-${run}`, stock);
  // Ten at a time: the Auth emulator is on the same 2 cores.
  const tokens: string[] = [];
  for (let i = 0; i < buyers; i += 10) {
    const batch = Array.from({ length: Math.min(10, buyers - i) }, (_, j) => i + j);
    tokens.push(...(await Promise.all(batch.map((index) => verifiedBuyer(run, index)))));
  }
  // The Functions emulator starts a worker per request in flight, and 100 starting at once on 2
  // cores miss its start-up limit (504): bring them up 10 more at a time. Then every buyer orders
  // once from a warm-up product, 20 at a time, so the workers have their Firestore and Auth
  // clients up and the order triggers have workers too; both measured bursts find all of it warm.
  for (let size = 10; size < buyers; size += 10) await healthBurst(baseUrl, size);
  const warmProduct = await createProduct(`bench-drop-warm-${run}`, buyers * 10);
  for (let i = 0; i < buyers; i += 20) {
    await orderBurst(
      baseUrl,
      tokens.slice(i, i + 20),
      warmProduct,
      `drop-warm-${run}-${String(i)}`,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (let round = 0; round < 5; round++) {
    const warm = await healthBurst(baseUrl, buyers);
    if (warm.wallMs < 3_000 && warm.statuses['200'] === buyers) break;
  }
  const health = await healthBurst(baseUrl, buyers);
  const drop = await orderBurst(baseUrl, tokens, productId, `drop-${run}`);
  const after: unknown = (await getFirestore(app()).doc(`products/${productId}`).get()).get(
    'stock',
  );
  const sold = drop.statuses['201'] ?? 0;
  return {
    buyers,
    stock,
    sold,
    stockAfter: typeof after === 'number' ? after : Number.NaN,
    unexpected: buyers - sold - (drop.statuses['409'] ?? 0),
    drop,
    health,
    ratio: drop.wallMs / health.wallMs,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The drop row (and its health burst) as a table body: header first. */
export function dropRows(result: DropResult): string[][] {
  const { drop, health } = result;
  const statuses = Object.entries(drop.statuses)
    .map(([status, count]) => `${String(count)}×${status}`)
    .join(' ');
  return [
    [
      'burst',
      'buyers',
      'stock',
      'sold',
      'stock after',
      'wall',
      'p50',
      'p95',
      'max',
      'ratio',
      'answers',
    ],
    [
      'drop: POST /api/orders',
      String(result.buyers),
      String(result.stock),
      String(result.sold),
      String(result.stockAfter),
      seconds(drop.wallMs),
      seconds(drop.p50),
      seconds(drop.p95),
      seconds(drop.max),
      `${result.ratio.toFixed(2)}x`,
      statuses,
    ],
    [
      'GET /api/health',
      String(result.buyers),
      '',
      '',
      '',
      seconds(health.wallMs),
      seconds(health.p50),
      seconds(health.p95),
      seconds(health.max),
      '1.00x',
      Object.entries(health.statuses)
        .map(([status, count]) => `${String(count)}×${status}`)
        .join(' '),
    ],
  ];
}
