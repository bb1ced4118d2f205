// `npm run bench -- --only=audits`: only the Lighthouse and axe section, for quick iteration.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ProductListResponseSchema } from '@contract/product';
import { auditsReport, measureAudits } from './audits';

const baseUrl = process.env.STORE_BASE_URL ?? 'http://127.0.0.1:5000';
const sample = ProductListResponseSchema.parse(
  await (await fetch(`${baseUrl}/api/products`)).json(),
).items[0];
if (!sample) throw new Error('The store has no products: was it seeded?');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const audits = await measureAudits(browser, baseUrl, sample.slug);
await browser.close();

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/audits.md', `${auditsReport(audits)}\n`);
writeFileSync(
  'bench-results/audits.json',
  JSON.stringify({ at: new Date().toISOString(), ...audits }, null, 2),
);
