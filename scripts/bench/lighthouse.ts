// Lighthouse (mobile preset, default simulated throttling) in Debian's Chromium, as
// `lighthouse <url>` does it: chrome-launcher starts the browser, Lighthouse drives it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { kb, table } from './stats';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Categories whose every failing audit is worth naming (performance has its own figures). */
const NAMED = ['accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  jsBytes: number;
  /** Ids of the failing audits of the accessibility, best-practices and SEO categories. */
  failing: string[];
}

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
}

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
  };
}

/** `runs` Lighthouse runs of each path, one Chromium for all (Lighthouse resets storage per run). */
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
    const pages: LighthousePage[] = [];
    for (const path of paths) {
      const page: LighthousePage = { path, runs: [] };
      for (let i = 0; i < runs; i++) {
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
      pages.push(page);
    }
    return pages;
  } finally {
    chrome.kill();
  }
}

/** The median of an odd or even number of values (NaN when empty). */
function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** Markdown: the median of each figure per page, then the failing audits seen in any run. */
export function lighthouseReport(pages: readonly LighthousePage[]): string {
  const med = (page: LighthousePage, pick: (run: LighthouseRun) => number) =>
    median(page.runs.map(pick));
  const rows = pages.map((page) => [
    `\`${page.path}\``,
    ...CATEGORIES.map((id) => String(med(page, (run) => run.scores[id]))),
    seconds(med(page, (run) => run.lcp)),
    med(page, (run) => run.cls).toFixed(3),
    `${med(page, (run) => run.tbt).toFixed(0)} ms`,
    seconds(med(page, (run) => run.fcp)),
    kb(med(page, (run) => run.jsBytes)),
  ]);
  const findings = pages.map((page) => {
    const ids = [...new Set(page.runs.flatMap((run) => run.failing))].sort();
    return `- \`${page.path}\`: ${ids.length ? ids.join(', ') : 'none'}`;
  });
  return [
    table([
      ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'FCP', 'JS transferred'],
      ...rows,
    ]),
    '\nFailing accessibility / best-practices / SEO audits (any run):\n',
    ...findings,
  ].join('\n');
}
