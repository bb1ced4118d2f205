import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface BundleResult {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** All JavaScript a cold visit of `path` loads (until the network is idle), gzip -9 sized. */
export async function measureRouteJs(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<BundleResult> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const buffers = await Promise.all(bodies);
  await context.close();
  return {
    files: buffers.length,
    rawBytes: buffers.reduce((sum, b) => sum + b.length, 0),
    gzipBytes: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  };
}
