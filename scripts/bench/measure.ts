// Runs inside `firebase emulators:exec` (see run.mjs) against the seeded store.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ProductListResponseSchema } from '@contract/product';
import { applyCatalogFilters, priceCeiling } from '../../web/src/features/catalog/catalog-filter';
import { apiReport, healthRatios, measureApi } from './api';
import { auditsReport, measureAudits } from './audits';
import { firstLoadLine, measureRouteJs } from './bundle';
import { measureCatalogTyping, syntheticCatalogue } from './catalog-typing';
import { DROP_ROUNDS, measureDrop } from './drop';
import { dropCpuRows, dropRows } from './drop-report';
import { measureChallengeSolve } from './challenge';
import { measureOrders, measureSameKey, type OrdersResult } from './orders';
import { kb, ms, percentile, table } from './stats';

const baseUrl = process.env.STORE_BASE_URL ?? 'http://127.0.0.1:5000';
const REQUESTS = 300;
const CATALOGUE_SIZE = 5000;

const seed = ProductListResponseSchema.parse(
  await (await fetch(`${baseUrl}/api/products`)).json(),
).items;
const sample = seed[0];
if (!sample) throw new Error('The store has no products: was it seeded?');

const out: string[] = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

// 1. JavaScript per route.
// /admin as a guest still fetches the whole admin chunk (its notice lives there).
const routes = [
  '/',
  '/catalog',
  `/p/${sample.slug}`,
  '/reviews',
  '/support',
  '/admin',
  '/ru',
  '/ru/catalog',
  `/ru/p/${sample.slug}`,
];
const bundles = [];
for (const route of routes)
  bundles.push({ route, ...(await measureRouteJs(browser, baseUrl, route)) });

// 2. API latency through Hosting, beside health and a static file from the same Hosting (api.ts).
const latency = await measureApi(baseUrl, sample, { clients: [1, 16], requests: REQUESTS });

// 3. Orders: POST /api/orders at 1 and 16 buyers, on distinct products and on one hot product.
const ORDERS = 120;
const orders: OrdersResult[] = [];
for (const scenario of ['distinct', 'hot'] as const) {
  for (const clients of [1, 16])
    orders.push(await measureOrders(baseUrl, scenario, clients, ORDERS));
}
const sameKey = await measureSameKey(baseUrl, 30);

// 3b. The drop burst (issue 23): 100 signed-in buyers at once for 40 units, beside 100 health checks.
const drop = await measureDrop(baseUrl);

// 4. Catalogue with 5,000 products: the pure filter+sort per keystroke, and in Chromium.
const big = syntheticCatalogue(seed, CATALOGUE_SIZE);
const query = 'robot mecha';
const pureTimes: number[] = [];
for (let i = 1; i <= query.length; i++) {
  const start = performance.now();
  applyCatalogFilters(big, {
    query: query.slice(0, i),
    minPrice: 0,
    maxPrice: priceCeiling(big),
    lowStockOnly: false,
    tags: [],
    sort: 'featured',
  });
  pureTimes.push(performance.now() - start);
}
const typing = await measureCatalogTyping(browser, baseUrl, big, query);

// 4b. The drop page's browser check (ALTCHA proof-of-work), unthrottled and at 4x CPU.
const challengeSolve = await measureChallengeSolve(browser, baseUrl, sample);

// 5. Audits: Lighthouse and axe (last, so the load above does not run beside them).
const audits = await measureAudits(browser, baseUrl, sample.slug);
await browser.close();

out.push('\n## Bundle: JavaScript loaded by a cold visit\n');
out.push(
  table([
    ['route', 'files', 'raw', 'gzip'],
    ...bundles.map((b) => [b.route, String(b.files), kb(b.rawBytes), kb(b.gzipBytes)]),
  ]),
);
out.push(`\n${firstLoadLine(bundles, [...routes.slice(0, 3), ...routes.slice(6)])}\n`);
out.push(apiReport(latency, REQUESTS));
out.push(
  `\n## POST /api/orders through Hosting (${String(ORDERS)} orders each, one line of qty 1)\n`,
);
out.push(
  table([
    ['products', 'buyers', 'p50', 'p95', 'txn retries', 'max attempts', 'failed'],
    ...orders.map((o) => [
      o.scenario === 'hot' ? 'one hot product' : 'distinct',
      String(o.clients),
      ms(o.p50),
      ms(o.p95),
      String(o.retries),
      String(o.maxAttempts),
      String(o.failed),
    ]),
  ]),
);
out.push(
  `\nOne checkout sent ${String(sameKey.requests)} times at once with the same key: settled in ${ms(sameKey.settledMs)} (${Object.entries(
    sameKey.statuses,
  )
    .map(([status, count]) => `${String(count)}×${status}`)
    .join(' ')}; duplicates answer without waiting on a lock).\n`,
);
out.push(
  `\n## Drop: 100 signed-in buyers at once for 40 units, through Hosting (median of ${String(DROP_ROUNDS)} rounds)\n`,
);
out.push(table(dropRows(drop)));
out.push('\nCPU spent during each burst, per kind of emulator process (2 cores for all):\n\n');
out.push(table(dropCpuRows(drop)));
out.push(`\n## Catalogue with ${String(CATALOGUE_SIZE)} products, typing "${query}"\n`);
out.push(
  table([
    ['measure', 'p50', 'p95', 'max'],
    [
      'filter+sort (pure, Node)',
      ms(percentile(pureTimes, 50)),
      ms(percentile(pureTimes, 95)),
      ms(Math.max(...pureTimes)),
    ],
    [
      'keystroke to next frame (Chromium)',
      ms(typing.frameP50),
      ms(typing.frameP95),
      ms(typing.frameMax),
    ],
  ]),
);
out.push(
  `\nlong tasks (> 50 ms) while typing: ${String(typing.longTasks)}, longest ${ms(typing.longestTask)}\n`,
);

out.push('\n## Drop page browser check: ALTCHA solve in headless Chromium (goal < 1 s at 4x)\n');
out.push(
  table([
    ['CPU throttling', 'runs', 'p50', 'max'],
    ...challengeSolve.map((c) => [`${String(c.rate)}x`, String(c.runs), ms(c.p50), ms(c.max)]),
  ]),
);

out.push(auditsReport(audits));

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.md', `${out.join('\n')}\n`);
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify(
    {
      at: new Date().toISOString(),
      bundles,
      latency,
      toHealthP50: { clients1: healthRatios(latency, 1), clients16: healthRatios(latency, 16) },
      orders,
      sameKey,
      drop,
      pureTimes,
      typing,
      challengeSolve,
      audits,
    },
    null,
    2,
  ),
);
