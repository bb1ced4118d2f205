// What the Lighthouse section of `npm run bench` prints (issue 24): the median of each figure
// per page, beside the goal, for the quiet and the busy machine, and what costs the main
// thread on each page. Pure: lighthouse.ts measures, this file only reads the runs.
import { kb, median, table } from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One script's main-thread time in one run (Lighthouse `bootup-time`, ms at 4x CPU). */
export interface ScriptCost {
  url: string;
  total: number;
  scripting: number;
  parseCompile: number;
}

/** The figures of one run, and of a page as the median of its runs. */
export interface PageFigures {
  scores: Record<Category, number>;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  jsBytes: number;
}

export interface LighthouseRun extends PageFigures {
  /** Ids of the failing audits of the accessibility, best-practices and SEO categories. */
  failing: string[];
  /** Main-thread time per task category (`mainthread-work-breakdown`), ms, by its label. */
  mainThread: Record<string, number>;
  /** Scripts over Lighthouse's 50 ms threshold (`bootup-time`). */
  scripts: ScriptCost[];
}

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
}

/** A row set: quiet or busy machine, with the goal its figures are held to (issue 24). */
export interface LighthouseRows {
  /** Short, for the attribution tables' first column. */
  name: string;
  /** The heading of the row set's table. */
  title: string;
  goal: Goal;
  pages: LighthousePage[];
}

/** Minimum performance score; optional limits on TBT and LCP (ms) and CLS. */
export interface Goal {
  performance: number;
  tbt?: number;
  lcp?: number;
  cls?: number;
}

/** Lighthouse runs per page and machine: the median of 5 (`--runs=N` to change). */
export const LIGHTHOUSE_RUNS = 5;

/** The run count from run.mjs's `--runs=N` (passed as BENCH_LIGHTHOUSE_RUNS), else 5. */
export function lighthouseRuns(value: string | undefined): number {
  const runs = Number(value);
  return Number.isInteger(runs) && runs > 0 ? runs : LIGHTHOUSE_RUNS;
}

/** "median of 5 runs", or "1 run" where there is nothing to take the median of. */
export const runsLabel = (runs: number) =>
  runs === 1 ? '1 run' : `median of ${String(runs)} runs`;

/** Accessibility, best practices and SEO must be 100 on both machines. */
const OTHERS_GOAL = 100;
export const QUIET_GOAL: Goal = { performance: 98, tbt: 100, lcp: 2000, cls: 0 };
export const BUSY_GOAL: Goal = { performance: 95 };

export function pageMedians(page: LighthousePage): PageFigures {
  const med = (pick: (run: LighthouseRun) => number) => median(page.runs.map(pick));
  return {
    scores: {
      performance: med((run) => run.scores.performance),
      accessibility: med((run) => run.scores.accessibility),
      'best-practices': med((run) => run.scores['best-practices']),
      seo: med((run) => run.scores.seo),
    },
    lcp: med((run) => run.lcp),
    cls: med((run) => run.cls),
    tbt: med((run) => run.tbt),
    fcp: med((run) => run.fcp),
    jsBytes: med((run) => run.jsBytes),
  };
}

/** CLS as printed (three decimals), so a printed 0.000 never counts as a miss. */
const printedCls = (cls: number) => cls.toFixed(3);

/** The figures that miss the goal, by their column name (empty when every figure meets it). */
export function goalMisses(m: PageFigures, goal: Goal): string[] {
  const misses: string[] = [];
  const fails = (value: number, ok: (v: number) => boolean) => Number.isNaN(value) || !ok(value);
  if (fails(m.scores.performance, (v) => v >= goal.performance)) misses.push('perf');
  if (fails(m.scores.accessibility, (v) => v >= OTHERS_GOAL)) misses.push('a11y');
  if (fails(m.scores['best-practices'], (v) => v >= OTHERS_GOAL)) misses.push('best pr.');
  if (fails(m.scores.seo, (v) => v >= OTHERS_GOAL)) misses.push('SEO');
  const { lcp, tbt, cls } = goal;
  if (lcp !== undefined && fails(m.lcp, (v) => v <= lcp)) misses.push('LCP');
  if (cls !== undefined && fails(m.cls, (v) => Number(printedCls(v)) <= cls)) misses.push('CLS');
  if (tbt !== undefined && fails(m.tbt, (v) => v <= tbt)) misses.push('TBT');
  return misses;
}

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const msRounded = (value: number) => `${value.toFixed(0)} ms`;

/** One row set as a table: the goal first, then each page's medians and what misses the goal. */
export function lighthouseTable(rows: LighthouseRows): string {
  const { goal } = rows;
  const goalRow = [
    'goal',
    `≥ ${String(goal.performance)}`,
    ...[OTHERS_GOAL, OTHERS_GOAL, OTHERS_GOAL].map(String),
    goal.lcp === undefined ? '' : `≤ ${seconds(goal.lcp)}`,
    goal.cls === undefined ? '' : String(goal.cls),
    goal.tbt === undefined ? '' : `≤ ${msRounded(goal.tbt)}`,
    '',
    '',
    '',
  ];
  return table([
    [
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP',
      'CLS',
      'TBT',
      'FCP',
      'JS transferred',
      'misses goal',
    ],
    goalRow,
    ...rows.pages.map((page) => {
      const m = pageMedians(page);
      const misses = goalMisses(m, goal);
      return [
        `\`${page.path}\``,
        ...CATEGORIES.map((id) => String(m.scores[id])),
        seconds(m.lcp),
        printedCls(m.cls),
        msRounded(m.tbt),
        seconds(m.fcp),
        kb(m.jsBytes),
        misses.length ? misses.join(', ') : '—',
      ];
    }),
  ]);
}

/** Median of each key over the runs; a key missing from a run counts 0 there. */
function medianByKey(records: readonly Record<string, number>[]): Map<string, number> {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  return new Map([...keys].map((key) => [key, median(records.map((r) => r[key] ?? 0))]));
}

/** A script's path (its host is always the store), or Lighthouse's own label. */
export function scriptName(url: string, pagePath: string): string {
  try {
    const { pathname } = new URL(url);
    return pathname === pagePath ? 'document (HTML, inline)' : pathname;
  } catch {
    return url;
  }
}

/** Main-thread ms per category, median per page, columns ordered by their total. */
export function mainThreadTable(sets: readonly LighthouseRows[]): string {
  const rows = sets.flatMap((set) =>
    set.pages.map((page) => ({
      set: set.name,
      page: page.path,
      medians: medianByKey(page.runs.map((run) => run.mainThread)),
    })),
  );
  const totals = new Map<string, number>();
  for (const row of rows)
    for (const [label, value] of row.medians) totals.set(label, (totals.get(label) ?? 0) + value);
  const labels = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0));
  return table([
    ['machine', 'page', ...labels, 'total'],
    ...rows.map((row) => [
      row.set,
      `\`${row.page}\``,
      ...labels.map((label) => msRounded(row.medians.get(label) ?? 0)),
      msRounded([...row.medians.values()].reduce((sum, v) => sum + v, 0)),
    ]),
  ]);
}

/** The `top` scripts per page by median scripting time (evaluation), with parse and total. */
export function scriptsTable(sets: readonly LighthouseRows[], top: number): string {
  const rows: string[][] = [];
  for (const set of sets) {
    for (const page of set.pages) {
      const pick = (field: keyof Omit<ScriptCost, 'url'>) =>
        medianByKey(
          page.runs.map((run) =>
            Object.fromEntries(run.scripts.map((s) => [scriptName(s.url, page.path), s[field]])),
          ),
        );
      const scripting = pick('scripting');
      const parse = pick('parseCompile');
      const total = pick('total');
      const names = [...scripting.keys()]
        .filter((name) => (total.get(name) ?? 0) > 0)
        .sort((a, b) => (scripting.get(b) ?? 0) - (scripting.get(a) ?? 0))
        .slice(0, top);
      for (const name of names) {
        rows.push([
          set.name,
          `\`${page.path}\``,
          name,
          msRounded(scripting.get(name) ?? 0),
          msRounded(parse.get(name) ?? 0),
          msRounded(total.get(name) ?? 0),
        ]);
      }
    }
  }
  return table([['machine', 'page', 'script', 'scripting', 'parse + compile', 'total'], ...rows]);
}

/** The failing accessibility / best-practices / SEO audits seen in any run of any row set. */
export function failingList(sets: readonly LighthouseRows[]): string {
  const paths = [...new Set(sets.flatMap((set) => set.pages.map((page) => page.path)))];
  return paths
    .map((path) => {
      const ids = new Set(
        sets
          .flatMap((set) =>
            set.pages.filter((page) => page.path === path).flatMap((page) => page.runs),
          )
          .flatMap((run) => run.failing),
      );
      return `- \`${path}\`: ${ids.size ? [...ids].sort().join(', ') : 'none'}`;
    })
    .join('\n');
}

/** Issue 25: a Russian page's performance stays within this many points of its English twin. */
export const LANGUAGE_GAP_GOAL = 2;

/** The English twin of a `/ru…` path: `/ru` → `/`, `/ru/catalog` → `/catalog`. */
export const englishTwin = (path: string) => path.replace(/^\/ru(?=\/|$)/, '') || '/';

/** Each Russian page's median performance beside its English twin's, with the goal. */
export function languageGapLines(rows: LighthouseRows): string[] {
  const performance = (path: string) => {
    const page = rows.pages.find((p) => p.path === path);
    return page ? pageMedians(page).scores.performance : Number.NaN;
  };
  return rows.pages
    .filter((page) => /^\/ru(\/|$)/.test(page.path))
    .map((page) => {
      const twin = englishTwin(page.path);
      const gap = performance(page.path) - performance(twin);
      const verdict = Math.abs(gap) <= LANGUAGE_GAP_GOAL ? 'met' : 'missed';
      return `- \`${page.path}\` ${String(performance(page.path))} against \`${twin}\` ${String(performance(twin))}: ${gap > 0 ? '+' : ''}${String(gap)} (goal within ${String(LANGUAGE_GAP_GOAL)} points: ${verdict})`;
    });
}

/** Markdown: both row sets beside their goals, the failing audits, then the main-thread costs. */
export function lighthouseReport(sets: readonly LighthouseRows[], runs: number): string {
  return [
    ...sets.flatMap((set) => {
      const gaps = languageGapLines(set);
      return [
        `\n### ${set.title}\n`,
        lighthouseTable(set),
        ...(gaps.length
          ? ['\nRussian pages against their English twins (performance):\n', ...gaps]
          : []),
      ];
    }),
    '\nFailing accessibility / best-practices / SEO audits (any run):\n',
    failingList(sets),
    `\n### What costs the main thread (Lighthouse mainthread-work-breakdown, ${runsLabel(runs)}, ms at 4x simulated CPU)\n`,
    mainThreadTable(sets),
    '\nTop scripts by evaluation time (Lighthouse bootup-time: scripts over 50 ms in a run; a run without one counts 0):\n',
    scriptsTable(sets, 4),
  ].join('\n');
}
