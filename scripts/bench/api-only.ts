// `npm run bench -- --only=api`: only the API latencies and their ratios to the health check.
import { mkdirSync, writeFileSync } from 'node:fs';
import { ProductListResponseSchema } from '@contract/product';
import { apiReport, healthRatios, measureApi } from './api';

const baseUrl = process.env.STORE_BASE_URL ?? 'http://127.0.0.1:5000';
const REQUESTS = 300;
const sample = ProductListResponseSchema.parse(
  await (await fetch(`${baseUrl}/api/products`)).json(),
).items[0];
if (!sample) throw new Error('The store has no products: was it seeded?');

const latency = await measureApi(baseUrl, sample, { clients: [1, 16], requests: REQUESTS });
const report = apiReport(latency, REQUESTS);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/api.md', report);
writeFileSync(
  'bench-results/api.json',
  JSON.stringify(
    { at: new Date().toISOString(), latency, toHealthP50: healthRatios(latency, 1) },
    null,
    2,
  ),
);
console.log(report);
