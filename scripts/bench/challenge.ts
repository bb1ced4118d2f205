import type { Browser } from '@playwright/test';
import type { Product } from '@contract/product';
import { benchDb } from './bench-products';
import { percentile } from './stats';

/**
 * The drop page's browser check (issue 23): how long the ALTCHA widget takes to solve the
 * store's challenge in headless Chromium, at a CPU throttling rate (CDP
 * Emulation.setCPUThrottlingRate; 4 stands for a mid-range phone). Each run is a fresh page
 * of a drop product, which solves a fresh challenge; the time is the page's own
 * `challenge-solve` measure (widget mount, workers and search, not the download).
 */
export interface ChallengeSolveResult {
  rate: number;
  runs: number;
  p50: number;
  max: number;
}

const MEASURE = 'challenge-solve';

/** A drop of the bench's own: a copy of `sample`, released a minute ago (so on sale). */
async function benchDrop(sample: Product): Promise<string> {
  const slug = `bench-drop-${Date.now().toString(36)}`;
  await benchDb()
    .doc(`products/${slug}`)
    .set({
      slug,
      title: `Bench Drop ${slug}`,
      price: sample.price,
      stock: 100,
      tags: sample.tags,
      images: sample.images,
      description: 'Made by the bench: a drop released a minute ago.',
      specs: {},
      releaseAt: new Date(Date.now() - 60_000).toISOString(),
    });
  return slug;
}

export async function measureChallengeSolve(
  browser: Browser,
  baseUrl: string,
  sample: Product,
  rates: readonly number[] = [1, 4],
  runs = 5,
): Promise<ChallengeSolveResult[]> {
  const slug = await benchDrop(sample);
  const results: ChallengeSolveResult[] = [];
  for (const rate of rates) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(`${baseUrl}/p/${slug}`);
      await page.getByText('Browser check done: ready for the drop.').waitFor({ timeout: 60_000 });
      times.push(
        await page.evaluate(
          (name) => performance.getEntriesByName(name, 'measure')[0]?.duration ?? NaN,
          MEASURE,
        ),
      );
      await context.close();
    }
    results.push({ rate, runs, p50: percentile(times, 50), max: Math.max(...times) });
  }
  return results;
}
