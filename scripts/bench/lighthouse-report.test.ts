import { describe, expect, it } from 'vitest';
import { firstLoadLine } from './bundle';
import {
  BUSY_GOAL,
  QUIET_GOAL,
  goalMisses,
  lighthouseReport,
  lighthouseRuns,
  lighthouseTable,
  englishTwin,
  languageGapLines,
  runsLabel,
  mainThreadTable,
  pageMedians,
  scriptName,
  scriptsTable,
  type LighthousePage,
  type LighthouseRows,
  type LighthouseRun,
} from './lighthouse-report';
import { median } from './stats';

const BASE = 'http://127.0.0.1:5000';

function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcp: 1500,
    cls: 0,
    tbt: 40,
    fcp: 1200,
    jsBytes: 80 * 1024,
    failing: [],
    mainThread: { 'Script Evaluation': 300, 'Style & Layout': 100 },
    scripts: [
      { url: `${BASE}/assets/index-abc.js`, total: 250, scripting: 200, parseCompile: 20 },
      { url: `${BASE}/`, total: 90, scripting: 10, parseCompile: 0 },
    ],
    ...overrides,
  };
}

const page = (path: string, runs: LighthouseRun[]): LighthousePage => ({ path, runs });

describe('bench median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores NaN and gives NaN for no values', () => {
    expect(median([Number.NaN, 7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('Lighthouse run count', () => {
  it('defaults to the median of 5 and takes a positive whole --runs', () => {
    expect(lighthouseRuns(undefined)).toBe(5);
    expect(lighthouseRuns('1')).toBe(1);
    expect(lighthouseRuns('0')).toBe(5);
    expect(lighthouseRuns('two')).toBe(5);
    expect(lighthouseRuns('2.5')).toBe(5);
    expect(runsLabel(5)).toBe('median of 5 runs');
    expect(runsLabel(1)).toBe('1 run');
  });
});

describe('Lighthouse medians and goals', () => {
  const runs = [
    run({ scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } }),
    run({ tbt: 300 }),
    run({ tbt: 80, lcp: 2600 }),
    run({ tbt: 120, lcp: 2300 }),
    run({ tbt: 10 }),
  ];

  it('takes each figure as the median of the runs', () => {
    const m = pageMedians(page('/', runs));
    expect(m.scores.performance).toBe(99);
    expect(m.tbt).toBe(80);
    expect(m.lcp).toBe(1500);
  });

  it('names each figure that misses the quiet goal, and none when all meet it', () => {
    const m = pageMedians(page('/', runs));
    expect(goalMisses(m, QUIET_GOAL)).toEqual([]);
    expect(goalMisses({ ...m, tbt: 101, lcp: 2100, cls: 0.01 }, QUIET_GOAL)).toEqual([
      'LCP',
      'CLS',
      'TBT',
    ]);
    expect(
      goalMisses({ ...m, scores: { ...m.scores, performance: 97, seo: 92 } }, QUIET_GOAL),
    ).toEqual(['perf', 'SEO']);
  });

  it('holds the busy machine to 95 and the other categories only', () => {
    const m = pageMedians(page('/', runs));
    const busy = { ...m, tbt: 400, lcp: 3000, scores: { ...m.scores, performance: 95 } };
    expect(goalMisses(busy, BUSY_GOAL)).toEqual([]);
    expect(goalMisses({ ...busy, scores: { ...busy.scores, performance: 94 } }, BUSY_GOAL)).toEqual(
      ['perf'],
    );
  });

  it('counts a CLS that prints as 0.000 as met, and a missing figure as a miss', () => {
    const m = pageMedians(page('/', runs));
    expect(goalMisses({ ...m, cls: 0.0002 }, QUIET_GOAL)).toEqual([]);
    expect(goalMisses({ ...m, tbt: Number.NaN }, QUIET_GOAL)).toEqual(['TBT']);
  });

  it('prints the goal row above the pages and the misses beside each page', () => {
    const text = lighthouseTable({
      name: 'quiet',
      title: 'Quiet machine',
      goal: QUIET_GOAL,
      pages: [page('/', runs), page('/catalog', [run({ tbt: 150 })])],
    });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^\| page +\| perf +\| a11y .*\| misses goal \|$/);
    expect(lines[2]).toMatch(
      /^\| goal +\| ≥ 98 +\| 100 +\| 100 +\| 100 +\| ≤ 2\.0 s \| 0 +\| ≤ 100 ms/,
    );
    expect(lines[3]).toContain('| `/`');
    expect(lines[3]).toContain('| 80 ms');
    expect(lines[3]).toMatch(/\| — +\|$/);
    expect(lines[4]).toMatch(/\| TBT +\|$/);
  });
});

describe('main-thread attribution', () => {
  const quiet: LighthouseRows = {
    name: 'quiet',
    title: 'Quiet machine',
    goal: QUIET_GOAL,
    pages: [
      page('/', [
        run(),
        run({ mainThread: { 'Script Evaluation': 500, 'Garbage Collection': 30 } }),
        run({ mainThread: { 'Script Evaluation': 100, 'Style & Layout': 50 } }),
      ]),
    ],
  };
  const sets = [quiet];

  it('prints the median per category (0 where a run lacks it), largest category first', () => {
    const lines = mainThreadTable(sets).split('\n');
    expect(lines[0]).toMatch(
      /^\| machine \| page +\| Script Evaluation \| Style & Layout \| Garbage Collection \| total +\|$/,
    );
    expect(lines[2]).toMatch(/^\| quiet +\| `\/` +\| 300 ms +\| 50 ms +\| 0 ms +\| 350 ms +\|$/);
  });

  it('names scripts by path and the page itself as the document, by evaluation time', () => {
    expect(scriptName(`${BASE}/assets/a.js?v=1`, '/')).toBe('/assets/a.js');
    expect(scriptName(`${BASE}/catalog`, '/catalog')).toBe('document (HTML, inline)');
    expect(scriptName('Unattributable', '/')).toBe('Unattributable');
    const lines = scriptsTable(sets, 1).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/\| \/assets\/index-abc\.js \| 200 ms +\| 20 ms +\| 250 ms \|$/);
  });

  it('puts both tables and the failing audits into the report', () => {
    const busy = { ...quiet, name: 'busy', title: 'Busy machine', goal: BUSY_GOAL };
    const report = lighthouseReport([quiet, busy], 3);
    expect(report).toContain('### Quiet machine');
    expect(report).toContain('### Busy machine');
    expect(report).toContain('| goal ');
    expect(report).toContain('- `/`: none');
    expect(report).toContain('median of 3 runs');
    expect(report).toContain('| busy ');
  });
});

describe('first-load line', () => {
  it('shows the three storefront routes and whether / meets 90 KB', () => {
    const bundles = [
      { route: '/', files: 4, rawBytes: 1, gzipBytes: 100 * 1024 },
      { route: '/catalog', files: 5, rawBytes: 1, gzipBytes: 101 * 1024 },
      { route: '/p/x', files: 5, rawBytes: 1, gzipBytes: 102 * 1024 },
    ];
    expect(firstLoadLine(bundles, ['/', '/catalog', '/p/x'])).toBe(
      'First load, JavaScript gzip: `/` 100.0 KB (goal ≤ 90.0 KB: missed), `/catalog` 101.0 KB, `/p/x` 102.0 KB',
    );
    const small = [{ route: '/', files: 2, rawBytes: 1, gzipBytes: 90 * 1024 }];
    expect(firstLoadLine(small, ['/'])).toContain('met');
  });
});

describe('Russian pages against English', () => {
  const page = (path: string, performance: number): LighthousePage => ({
    path,
    runs: [run({ scores: { ...run().scores, performance } })],
  });

  it('when a Russian page is read, then its twin is the same path without /ru', () => {
    expect(englishTwin('/ru')).toBe('/');
    expect(englishTwin('/ru/catalog')).toBe('/catalog');
    expect(englishTwin('/ru/p/robot')).toBe('/p/robot');
  });

  it('when the scores differ, then each Russian page says its gap and whether it is within 2', () => {
    const rows: LighthouseRows = {
      name: 'quiet',
      title: 'Quiet',
      goal: QUIET_GOAL,
      pages: [page('/', 95), page('/catalog', 96), page('/ru', 94), page('/ru/catalog', 92)],
    };
    expect(languageGapLines(rows)).toEqual([
      '- `/ru` 94 against `/` 95: -1 (goal within 2 points: met)',
      '- `/ru/catalog` 92 against `/catalog` 96: -4 (goal within 2 points: missed)',
    ]);
  });
});
