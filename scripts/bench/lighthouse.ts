// Lighthouse (mobile preset, default simulated throttling) in Debian's Chromium, as
// `lighthouse <url>` does it: chrome-launcher starts the browser, Lighthouse drives it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import {
  CATEGORIES,
  type LighthousePage,
  type LighthouseRun,
  type ScriptCost,
} from './lighthouse-report';

export type { LighthousePage, LighthouseRun } from './lighthouse-report';

/** Categories whose every failing audit is worth naming (performance has its own figures). */
const NAMED = ['accessibility', 'best-practices', 'seo'] as const;

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function scriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return Number.NaN;
  const row = details.items.find((item) => item.resourceType === 'script');
  return typeof row?.transferSize === 'number' ? row.transferSize : Number.NaN;
}

function failingAudits(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const name of NAMED) {
    for (const ref of lhr.categories[name]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1)
        ids.add(ref.id);
    }
  }
  return [...ids];
}

/** The rows of a table audit (empty when the audit is missing or not a table). */
function tableItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details;
  return details?.type === 'table' ? details.items : [];
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Main-thread ms per task category: Lighthouse's `mainthread-work-breakdown`. */
function mainThread(lhr: Result): Record<string, number> {
  const byLabel: Record<string, number> = {};
  for (const item of tableItems(lhr, 'mainthread-work-breakdown')) {
    const label = typeof item.groupLabel === 'string' ? item.groupLabel : String(item.group);
    byLabel[label] = (byLabel[label] ?? 0) + num(item.duration);
  }
  return byLabel;
}

/** Main-thread ms per script: Lighthouse's `bootup-time` (scripts over its 50 ms threshold). */
function scriptCosts(lhr: Result): ScriptCost[] {
  return tableItems(lhr, 'bootup-time').map((item) => ({
    url: typeof item.url === 'string' ? item.url : 'unknown',
    total: num(item.total),
    scripting: num(item.scripting),
    parseCompile: num(item.scriptParseCompile),
  }));
}

function summarize(lhr: Result): LighthouseRun {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    jsBytes: scriptBytes(lhr),
    failing: failingAudits(lhr),
    mainThread: mainThread(lhr),
    scripts: scriptCosts(lhr),
  };
}

/**
 * `runs` Lighthouse runs of each path, one Chromium for all (Lighthouse resets storage per run).
 * The paths take turns, round by round, so load from other work falls on every page alike.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: readonly string[],
  runs: number,
): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const pages: LighthousePage[] = paths.map((path) => ({ path, runs: [] }));
    for (let i = 0; i < runs; i++) {
      for (const page of pages) {
        const { path } = page;
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
        page.runs.push(summarize(result.lhr));
      }
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
