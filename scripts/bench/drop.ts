import { getAuth } from 'firebase-admin/auth';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { ALTCHA_HEADER, ChallengeSchema } from '@contract/challenge';
import { shippingData as benchShipping } from './orders';
import { benchApp, benchDb, removeBenchProducts } from './bench-products';
import { cpuSeconds, cpuSnapshot } from './cpu';
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

/** One measured round: a health burst, then the drop burst on a new product. */
export interface DropRound {
  health: BurstResult;
  drop: BurstResult;
  /**
   * The same buyers at once for a drop sold out from the start: the cheapest order answer
   * (the session check and one read, then 409), the platform's floor for an order request.
   */
  soldOut: BurstResult;
  /**
   * The same buyers at once on `GET /api/auth/is-admin`: the session check alone (the ID
   * token verified with revocation, nothing read), the floor of any signed-in request.
   */
  signedIn: BurstResult;
  sold: number;
  stockAfter: number;
  /** The drop's and the sold-out products this round made (deleted once measured). */
  products: readonly string[];
  cpu: {
    drop: Record<string, number>;
    health: Record<string, number>;
    soldOut: Record<string, number>;
    signedIn: Record<string, number>;
  };
}

/** The figures of the median round (by wall time, drop and health each). */
export interface DropResult {
  buyers: number;
  stock: number;
  rounds: DropRound[];
  sold: number;
  /** Stock left on products/{id} after the burst (must be stock - sold, never below 0). */
  stockAfter: number;
  /** Answers other than 201 and 409 (a 5xx, a 429...), over every round. */
  unexpected: number;
  drop: BurstResult;
  health: BurstResult;
  soldOut: BurstResult;
  signedIn: BurstResult;
  /** drop.wallMs / health.wallMs (the medians of the rounds). */
  ratio: number;
  /** CPU seconds per kind of emulator process during each burst (2 cores for all of them). */
  cpu: DropRound['cpu'];
}

const authHost = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** A verified account, signed in on the Auth emulator: its ID token (sent as a Bearer). */
async function verifiedBuyer(run: string, index: number): Promise<string> {
  const email = `drop-${run}-${String(index)}@example.com`;
  const password = `pw-${run}-${String(index)}`;
  await getAuth(benchApp()).createUser({ email, password, emailVerified: true });
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

/** A first-come drop released a minute ago: on sale, and each order needs a solved challenge. */
async function createProduct(id: string, stock: number): Promise<string> {
  await benchDb()
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
      releaseAt: new Date(Date.now() - 60_000).toISOString(),
    });
  return id;
}

/**
 * One solved proof-of-work per buyer (the `X-Altcha` header a drop's order needs), fetched and
 * solved before the burst, as each shopper's page does while they look at the product.
 */
async function solvedChallenges(baseUrl: string, count: number): Promise<string[]> {
  const solved: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, async () => {
      const res = await fetch(`${baseUrl}/api/challenge`);
      const challenge = ChallengeSchema.parse(await res.json());
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('The bench could not solve a challenge');
      const { parameters, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ challenge: { parameters, signature }, solution }),
      ).toString('base64');
    });
    solved.push(...(await Promise.all(batch)));
  }
  return solved;
}

/** Each buyer orders one unit of the drop at once, with a key and a solved challenge of its own. */
const orderBurst = (
  baseUrl: string,
  tokens: string[],
  productId: string,
  keyPrefix: string,
  challenges: readonly string[],
) =>
  burst(
    tokens.map(
      (token, index) => () =>
        fetch(`${baseUrl}/api/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': `${keyPrefix}-${String(index)}`,
            [ALTCHA_HEADER]: challenges[index] ?? '',
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

/** Each buyer asks at once for the cheapest signed-in answer: its session checked, nothing read. */
const signedInBurst = (baseUrl: string, tokens: string[]) =>
  burst(
    tokens.map(
      (token) => () =>
        fetch(`${baseUrl}/api/auth/is-admin`, { headers: { authorization: `Bearer ${token}` } }),
    ),
  );

export async function measureDrop(
  baseUrl: string,
  { buyers = 100, stock = 40 }: { buyers?: number; stock?: number } = {},
): Promise<DropResult> {
  const run = Date.now().toString(36);
  // Ten at a time: the Auth emulator is on the same 2 cores.
  const tokens: string[] = [];
  for (let i = 0; i < buyers; i += 10) {
    const batch = Array.from({ length: Math.min(10, buyers - i) }, (_, j) => i + j);
    tokens.push(...(await Promise.all(batch.map((index) => verifiedBuyer(run, index)))));
  }
  // The Functions emulator starts a worker per request in flight, and 100 starting at once on 2
  // cores miss its start-up limit (504): bring them up 10 more at a time. Then every buyer orders
  // once from a warm-up product, 20 at a time, so the workers have their Firestore and Auth
  // clients up and the order triggers have workers too. Those bursts reach about 20 workers,
  // while a measured burst spreads over one worker per buyer: so all buyers then order at once,
  // WARM_BURSTS times, until every worker has run the order's code (each worker is a process
  // of its own, compiling it on first use). Both measured bursts then find all of it warm.
  for (let size = 10; size < buyers; size += 10) await healthBurst(baseUrl, size);
  const warmProduct = await createProduct(`bench-drop-warm-${run}`, buyers * 10);
  for (let i = 0; i < buyers; i += 20) {
    const some = tokens.slice(i, i + 20);
    const challenges = await solvedChallenges(baseUrl, some.length);
    await orderBurst(baseUrl, some, warmProduct, `drop-warm-${run}-${String(i)}`, challenges);
  }
  for (let round = 0; round < WARM_BURSTS; round++) {
    const challenges = await solvedChallenges(baseUrl, tokens.length);
    await orderBurst(
      baseUrl,
      tokens,
      warmProduct,
      `drop-warm-all-${run}-${String(round)}`,
      challenges,
    );
  }
  // The warm-up's orders leave hundreds of trigger runs (stats, referrals, mail) queued.
  await settle();
  for (let round = 0; round < 5; round++) {
    const warm = await healthBurst(baseUrl, buyers);
    if (warm.wallMs < 3_000 && warm.statuses['200'] === buyers) break;
  }
  const rounds: DropRound[] = [];
  for (let round = 0; round < DROP_ROUNDS; round++) {
    // The last round's order triggers settle first: each round starts from the same quiet.
    await settle();
    rounds.push(await dropRound(baseUrl, tokens, stock, `${run}-${String(round)}`));
  }
  await removeBenchProducts([warmProduct, ...rounds.flatMap((round) => round.products)]);
  const byDrop = medianBy(rounds, (r) => r.drop.wallMs);
  const byHealth = medianBy(rounds, (r) => r.health.wallMs);
  const bySoldOut = medianBy(rounds, (r) => r.soldOut.wallMs);
  const bySignedIn = medianBy(rounds, (r) => r.signedIn.wallMs);
  return {
    buyers,
    stock,
    rounds,
    sold: byDrop.sold,
    stockAfter: byDrop.stockAfter,
    unexpected: rounds.reduce((sum, r) => sum + buyers - r.sold - (r.drop.statuses['409'] ?? 0), 0),
    drop: byDrop.drop,
    health: byHealth.health,
    soldOut: bySoldOut.soldOut,
    signedIn: bySignedIn.signedIn,
    ratio: byDrop.drop.wallMs / byHealth.health.wallMs,
    cpu: {
      drop: byDrop.cpu.drop,
      health: byHealth.cpu.health,
      soldOut: bySoldOut.cpu.soldOut,
      signedIn: bySignedIn.cpu.signedIn,
    },
  };
}

/** Emulator CPU seconds per second under which the emulators count as quiet. */
const QUIET_CPU_PER_SECOND = 0.2;

/**
 * Waits (1 s at least, 45 s at most) until the emulators are quiet: the order triggers of the
 * bursts before have run, so a measured burst does not share the cores with their backlog.
 */
async function settle(maxSeconds = 45): Promise<void> {
  for (let second = 0; second < maxSeconds; second++) {
    const before = cpuSnapshot();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const spent = Object.values(cpuSeconds(before, cpuSnapshot()));
    if (spent.reduce((sum, seconds) => sum + seconds, 0) < QUIET_CPU_PER_SECOND) return;
  }
}

/** Rounds of health-then-drop: one burst's wall time hangs on its slowest answer. */
export const DROP_ROUNDS = 5;

/** Warm-up bursts of every buyer at once, before the measured rounds (see `measureDrop`). */
const WARM_BURSTS = 2;

function medianBy<T>(items: T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (median === undefined) throw new Error('No rounds measured');
  return median;
}

async function dropRound(
  baseUrl: string,
  tokens: string[],
  stock: number,
  name: string,
): Promise<DropRound> {
  const productId = await createProduct(`bench-drop-${name}`, stock);
  // Sold out from the start, so its burst runs before the drop's order triggers do.
  const goneId = await createProduct(`bench-gone-${name}`, 0);
  const challenges = await solvedChallenges(baseUrl, tokens.length);
  const before = cpuSnapshot();
  const health = await healthBurst(baseUrl, tokens.length);
  const afterHealth = cpuSnapshot();
  const signedIn = await signedInBurst(baseUrl, tokens);
  const afterSignedIn = cpuSnapshot();
  const soldOut = await orderBurst(baseUrl, tokens, goneId, `gone-${name}`, challenges);
  const afterSoldOut = cpuSnapshot();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const beforeDrop = cpuSnapshot();
  const drop = await orderBurst(baseUrl, tokens, productId, `drop-${name}`, challenges);
  const cpu = {
    health: cpuSeconds(before, afterHealth),
    signedIn: cpuSeconds(afterHealth, afterSignedIn),
    soldOut: cpuSeconds(afterSignedIn, afterSoldOut),
    drop: cpuSeconds(beforeDrop, cpuSnapshot()),
  };
  const after: unknown = (await benchDb().doc(`products/${productId}`).get()).get('stock');
  return {
    health,
    drop,
    soldOut,
    signedIn,
    sold: drop.statuses['201'] ?? 0,
    stockAfter: typeof after === 'number' ? after : Number.NaN,
    products: [productId, goneId],
    cpu,
  };
}
