// Section "Audits" of `npm run bench`: Lighthouse on the storefront, axe on the storefront and
// the account pages. Also runnable alone: `npm run bench -- --only=audits`.
import type { Browser } from '@playwright/test';
import { axeReport, measureAxe, type AxePage } from './axe';
import { lighthouseReport, measureLighthouse, type LighthousePage } from './lighthouse';

export const LIGHTHOUSE_RUNS = 3;

export interface AuditsResult {
  lighthouse: LighthousePage[];
  axe: AxePage[];
  seconds: number;
}

export async function measureAudits(
  browser: Browser,
  baseUrl: string,
  slug: string,
): Promise<AuditsResult> {
  const start = performance.now();
  const lighthouse = await measureLighthouse(
    baseUrl,
    ['/', '/catalog', `/p/${slug}`],
    LIGHTHOUSE_RUNS,
  );
  const axe = await measureAxe(browser, baseUrl, slug);
  return { lighthouse, axe, seconds: (performance.now() - start) / 1000 };
}

export function auditsReport(result: AuditsResult): string {
  return [
    `\n## Lighthouse (mobile, simulated throttling, median of ${String(LIGHTHOUSE_RUNS)} runs)\n`,
    lighthouseReport(result.lighthouse),
    '\n## axe (zero violations expected)\n',
    axeReport(result.axe),
    `\naudits took ${result.seconds.toFixed(0)} s\n`,
  ].join('\n');
}
