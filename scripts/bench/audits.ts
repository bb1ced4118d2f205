// Section "Audits" of `npm run bench`: Lighthouse on the storefront, axe on the storefront and
// the account pages. Also runnable alone: `npm run bench -- --only=audits`.
import type { Browser } from '@playwright/test';
import { axeReport, measureAxe, type AxePage } from './axe';
import { startEdgeCache } from './edge-cache';
import { withCpuHog } from './hog';
import { measureLighthouse } from './lighthouse';
import {
  BUSY_GOAL,
  QUIET_GOAL,
  lighthouseReport,
  lighthouseRuns,
  runsLabel,
  type LighthousePage,
  type LighthouseRows,
} from './lighthouse-report';

export interface AuditsResult {
  runs: number;
  /** The quiet machine, then the busy one (a Node loop keeps one core busy). */
  lighthouse: LighthouseRows[];
  /** What the Lighthouse runs' requests got from the model of Hosting's CDN, and from the emulator. */
  edge: { hits: number; misses: number };
  axe: AxePage[];
  seconds: number;
}

export async function measureAudits(
  browser: Browser,
  baseUrl: string,
  slug: string,
): Promise<AuditsResult> {
  const start = performance.now();
  const runs = lighthouseRuns(process.env.BENCH_LIGHTHOUSE_RUNS);
  const paths = ['/', '/catalog', `/p/${slug}`];
  // Through a model of Hosting's CDN, as a shopper's loads are served (edge-cache.ts).
  const edge = await startEdgeCache(baseUrl);
  let quiet: LighthousePage[];
  let busy: LighthousePage[];
  try {
    // The Russian twins on the quiet machine (issue 25: within 2 points of the English pages).
    quiet = await measureLighthouse(
      edge.url,
      [...paths, ...paths.map((path) => (path === '/' ? '/ru' : `/ru${path}`))],
      runs,
    );
    busy = await withCpuHog(() => measureLighthouse(edge.url, paths, runs));
  } finally {
    await edge.close();
  }
  const { hits, misses } = edge.stats();
  const axe = await measureAxe(browser, baseUrl, slug);
  return {
    runs,
    lighthouse: [
      { name: 'quiet', title: 'Quiet machine', goal: QUIET_GOAL, pages: quiet },
      {
        name: 'busy',
        title: 'Busy machine: a Node loop (`for(;;){}`) keeps one of the cores busy',
        goal: BUSY_GOAL,
        pages: busy,
      },
    ],
    edge: { hits, misses },
    axe,
    seconds: (performance.now() - start) / 1000,
  };
}

export function auditsReport(result: AuditsResult): string {
  return [
    `\n## Lighthouse (mobile, simulated throttling, ${runsLabel(result.runs)})\n`,
    lighthouseReport(result.lighthouse, result.runs),
    `\nEvery run loaded its page through a model of Hosting's CDN in front of the emulator (scripts/bench/edge-cache.ts): ${result.edge.hits} answers came from the cache, ${result.edge.misses} from the emulator.`,
    '\n## axe (zero violations expected)\n',
    axeReport(result.axe),
    `\naudits took ${result.seconds.toFixed(0)} s\n`,
  ].join('\n');
}
