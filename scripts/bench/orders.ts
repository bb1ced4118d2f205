import { benchDb, removeBenchProducts } from './bench-products';
import { percentile } from './stats';

export interface OrdersResult {
  scenario: string;
  clients: number;
  requests: number;
  p50: number;
  p95: number;
  /** Transaction attempts beyond the first, summed over all orders. */
  retries: number;
  maxAttempts: number;
  failed: number;
}

/** The shipping form of a bench order (the drop burst's too, with an e-mail of its own). */
export const shippingData = {
  fullName: 'Bench Buyer',
  email: 'bench@example.com',
  phone: '+1 555 0100',
  address: '1 Bench St',
  city: 'Springfield',
  country: 'United States',
  state: '',
  postalCode: '',
  notes: '',
  passportNumber: 'X1234567',
  passportIssueDate: '2020-01-01',
  passportIssuedBy: 'Bench Office',
  nationality: 'American',
};

/** Products made for the benchmark, with stock that never runs out during it. */
async function createProducts(prefix: string, count: number): Promise<string[]> {
  const db = benchDb();
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${String(i)}`);
  await Promise.all(
    ids.map((id) =>
      db.doc(`products/${id}`).set({
        slug: id,
        title: `Bench toy ${id}`,
        price: 12.5,
        stock: 100_000,
        tags: [],
        images: [],
        description: '',
        specs: {},
      }),
    ),
  );
  return ids;
}

/**
 * POST /api/orders through Hosting: `clients` concurrent buyers, `total` orders, each buyer on
 * its own product ('distinct') or all on one ('hot'). Retries come from X-Transaction-Attempts.
 */
export async function measureOrders(
  baseUrl: string,
  scenario: 'distinct' | 'hot',
  clients: number,
  total: number,
): Promise<OrdersResult> {
  const run = `bench-${scenario}-${String(clients)}-${Date.now().toString(36)}`;
  const ids = await createProducts(run, scenario === 'hot' ? 1 : clients);
  const samples: number[] = [];
  let retries = 0;
  let maxAttempts = 0;
  let failed = 0;
  let sent = 0;
  let requests = 0;
  const order = async (productId: string, key: string) => {
    const start = performance.now();
    const res = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      // A contact e-mail per order: this measures placing orders, not the cap on unconfirmed
      // orders per e-mail (every local guest is one address; run.mjs lifts the address limit).
      body: JSON.stringify({
        items: [{ id: productId, qty: 1 }],
        coupon: null,
        shippingData: { ...shippingData, email: `bench+${String(requests++)}@example.com` },
      }),
    });
    await res.arrayBuffer();
    return {
      ok: res.status === 201,
      ms: performance.now() - start,
      attempts: Number(res.headers.get('x-transaction-attempts') ?? 1),
    };
  };
  // Warm the function workers so cold starts do not count.
  for (let i = 0; i < Math.min(clients, 4); i++)
    await order(ids[0] ?? '', `${run}-warm-${String(i)}`);
  const client = async (index: number) => {
    const productId = ids[scenario === 'hot' ? 0 : index] ?? '';
    while (sent < total) {
      const key = `${run}-${String(sent++)}`;
      const result = await order(productId, key);
      if (!result.ok) failed++;
      samples.push(result.ms);
      retries += Math.max(0, result.attempts - 1);
      maxAttempts = Math.max(maxAttempts, result.attempts);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  await removeBenchProducts(ids);
  return {
    scenario,
    clients,
    requests: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    retries,
    maxAttempts,
    failed,
  };
}

export interface SameKeyResult {
  requests: number;
  /** From the first request sent to the last answer. */
  settledMs: number;
  statuses: Record<string, number>;
}

/**
 * One checkout sent `requests` times at once with the same Idempotency-Key: one places the order,
 * the others replay it or hear "in progress" without waiting on a lock, so the burst settles in
 * about one order's time (it took seconds when duplicates queued on the key's lock).
 */
export async function measureSameKey(baseUrl: string, requests: number): Promise<SameKeyResult> {
  const run = `bench-same-key-${Date.now().toString(36)}`;
  const [productId = ''] = await createProducts(run, 1);
  const body = JSON.stringify({
    items: [{ id: productId, qty: 1 }],
    coupon: null,
    shippingData: { ...shippingData, email: `${run}@example.com` },
  });
  const send = async (key: string) => {
    const res = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  };
  // Warm as many workers as the burst needs, so cold starts do not count.
  await Promise.all(Array.from({ length: 4 }, (_, i) => send(`${run}-warm-${String(i)}`)));
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: requests }, () => send(`${run}-key`)));
  const settledMs = performance.now() - started;
  await removeBenchProducts([productId]);
  const statuses: Record<string, number> = {};
  for (const status of answers) statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
  return { requests, settledMs, statuses };
}
