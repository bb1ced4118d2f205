import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateOrderResponseSchema } from '@contract/checkout';
import { ErrorBodySchema } from '@contract/common';
import { ReadinessResponseSchema } from '@contract/health';
import { ProductListResponseSchema, ProductResponseSchema } from '@contract/product';
import {
  createProduct,
  newKey,
  ordersWithKey,
  postOrder,
  shippingData,
  stockOf,
} from '../support/checkout-fixtures';
import { adminDb, baseUrl, requireEmulators, uniqueSuffix } from '../support/emulators';

/**
 * Firestore stops answering (its emulator process is paused with SIGSTOP, as a partition or an
 * overloaded backend looks from the function), then comes back (SIGCONT). Runs as its own
 * serial step after the API suites (`vitest run --project faults`): a paused emulator would
 * break every test running beside it. Nothing here may touch Firestore while it is paused.
 */

/** The API's promise: a JSON answer within about 10 s (REQUEST_DEADLINE_MS is 9 s). */
const ANSWER_WITHIN_MS = 10_500;

/** The Firestore emulator this run started: the process listening on FIRESTORE_EMULATOR_HOST. */
function firestoreEmulatorPid(): number {
  requireEmulators();
  const port = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':').pop() ?? '';
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(out)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no process listens on :${port}`);
  // Only ever signal the Java Firestore emulator, never some other listener.
  const cmdline = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8');
  if (!/java/.test(cmdline) || !/firestore/i.test(cmdline)) {
    throw new Error(`the process on :${port} is not the Firestore emulator`);
  }
  return pid;
}

async function get(path: string) {
  const started = Date.now();
  const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
  return { res, ms: Date.now() - started, body: (await res.json()) as unknown };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns true or `ms` pass. */
async function eventually(probe: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error(`not within ${String(ms)} ms`);
    await sleep(250);
  }
}

let pid = 0;
let paused = false;
const resume = () => {
  if (paused) process.kill(pid, 'SIGCONT');
  paused = false;
};

let toy = '';
let slug = '';
const key = newKey();
// One contact for every retry of the checkout: a replay must send the same body.
const shipping = shippingData();
const order = () => ({ items: [{ id: toy, qty: 1 }], shippingData: shipping });

beforeAll(async () => {
  pid = firestoreEmulatorPid();
  toy = await createProduct({ stock: 5 });
  slug = String((await adminDb().doc(`products/${toy}`).get()).get('slug'));
  // Ready before the fault, and the cached readiness answer allowed to run out.
  await eventually(async () => (await get('/api/health/ready')).res.status === 200, 15_000);
  // The instance keeps the product list (requests one at a time all reach the same one).
  expect((await get('/api/products')).res.status).toBe(200);
  process.kill(pid, 'SIGSTOP');
  paused = true;
}, 30_000);

// Always: a paused emulator would hang everything after this file, and the emulators' shutdown.
afterAll(resume);
process.once('exit', resume);

describe('when Firestore stops answering', () => {
  it('then the product list the instance kept still answers within about 10 s', async () => {
    // Past its 10 s TTL the reload fails after the 5 s read deadline and the kept copy (up to
    // 5 minutes old) answers: a public, read-only list; checkout reads Firestore (503 below).
    const { res, ms, body } = await get('/api/products');
    expect(res.status).toBe(200);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(ProductListResponseSchema.parse(body).items.some((p) => p.id === toy)).toBe(true);
  });

  it('then a product read answers 503 JSON with Retry-After within about 10 s', async () => {
    const { res, ms, body } = await get(`/api/products/no-such-toy-${uniqueSuffix()}`);
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(ErrorBodySchema.parse(body).error).toMatch(/not answering/);
  });

  it('then a product page still loads: the plain app shell, 200, not cached, within about 4 s', async () => {
    const started = Date.now();
    const res = await fetch(`${baseUrl}/p/${slug}`, { signal: AbortSignal.timeout(30_000) });
    const html = await res.text();
    // PAGE_READ_DEADLINE_MS is 3 s: the app then loads the product itself (or says Try again).
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('id="root"');
    expect(html).not.toContain('application/ld+json');
  });

  it('then /api/health stays 200 and /api/health/ready says Firestore is not answering', async () => {
    expect((await get('/api/health')).res.status).toBe(200);
    // The answer is cached for 5 s: within a few seconds it reflects the fault.
    await eventually(async () => {
      const { res, ms, body } = await get('/api/health/ready');
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      if (res.status === 200) return false;
      expect(res.status).toBe(503);
      const ready = ReadinessResponseSchema.parse(body);
      expect(ready.ok).toBe(false);
      expect(ready.checks.firestore).toMatch(/^(slow|down)$/);
      expect(ready.checks.auth).toBe('ok');
      return true;
    }, 12_000);
  });

  it('then a checkout answers 503 within about 10 s, saying it can be retried safely', async () => {
    const started = Date.now();
    const placed = await postOrder(order(), { key });
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    expect(placed.status).toBe(503);
    expect(placed.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(ErrorBodySchema.parse(placed.body).error).toMatch(/will not be placed twice/);
  });
});

describe('when Firestore answers again', () => {
  beforeAll(resume);

  it('then readiness and reads recover without a restart', async () => {
    await eventually(async () => (await get('/api/health/ready')).res.status === 200, 20_000);
    const { res, body } = await get(`/api/products/${slug}`);
    expect(res.status).toBe(200);
    expect(ProductResponseSchema.parse(body).item.id).toBe(toy);
  });

  it('then the lost checkout retried with the same Idempotency-Key places exactly one order', async () => {
    let answer = await postOrder(order(), { key });
    // 409 in_progress: the first request is still placing it; wait as Retry-After says.
    for (let i = 0; i < 40 && (answer.status === 409 || answer.status === 503); i++) {
      await sleep(Number(answer.headers.get('retry-after') ?? 1) * 1000);
      answer = await postOrder(order(), { key });
    }
    expect([200, 201]).toContain(answer.status);
    const { order: placed } = CreateOrderResponseSchema.parse(answer.body);
    expect(placed.items).toHaveLength(1);
    // Another retry replays it; the store holds one order and took the stock once.
    const again = await postOrder(order(), { key });
    expect(again.status).toBe(200);
    expect(CreateOrderResponseSchema.parse(again.body).order.id).toBe(placed.id);
    expect(await ordersWithKey(key)).toBe(1);
    expect(await stockOf(toy)).toBe(4);
  });
});
