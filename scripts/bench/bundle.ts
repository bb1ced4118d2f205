import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { kb } from './stats';

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

/** Issue 24: the first load of `/` is at most 90 KB of gzip JavaScript (KB = 1024 bytes). */
export const FIRST_LOAD_GOAL_BYTES = 90 * 1024;

/** One line: the storefront's first loads (gzip), `/` beside its goal. */
export function firstLoadLine(
  bundles: readonly (BundleResult & { route: string })[],
  routes: readonly string[],
): string {
  const parts = routes.map((route) => {
    const gzip = bundles.find((b) => b.route === route)?.gzipBytes ?? Number.NaN;
    if (route !== '/') return `\`${route}\` ${kb(gzip)}`;
    const verdict = gzip <= FIRST_LOAD_GOAL_BYTES ? 'met' : 'missed';
    return `\`/\` ${kb(gzip)} (goal ≤ ${kb(FIRST_LOAD_GOAL_BYTES)}: ${verdict})`;
  });
  return `First load, JavaScript gzip: ${parts.join(', ')}`;
}
