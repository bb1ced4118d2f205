import type { Browser } from '@playwright/test';
import type { Product } from '@contract/product';
import { percentile } from './stats';

/** `count` products made from the seeded ones, each with its own id, slug and price. */
export function syntheticCatalogue(seed: readonly Product[], count: number): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const base = seed[i % seed.length];
    if (!base) throw new Error('empty seed catalogue');
    return {
      ...base,
      id: `bench-${String(i)}`,
      slug: `${base.slug}-${String(i)}`,
      title: `${base.title} #${String(i)}`,
      price: Math.round(base.price * (0.5 + (i % 100) / 100) * 100) / 100,
      stock: (base.stock + i) % 25,
    };
  });
}

export interface TypingResult {
  keystrokes: number;
  frameP50: number;
  frameP95: number;
  frameMax: number;
  longTasks: number;
  longestTask: number;
  /** Each keystroke's time to the next frame, in typing order. */
  frames: number[];
}

/**
 * Opens /catalog with `products` served in place of the API, types `text` into the search
 * box, and measures for each keystroke the time from the key event to the frame after it
 * (the page's input latency), plus every long task (> 50 ms) while typing.
 */
export async function measureCatalogTyping(
  browser: Browser,
  baseUrl: string,
  products: readonly Product[],
  text: string,
): Promise<TypingResult> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const body = JSON.stringify({ items: products });
  await page.route('**/api/products', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  await page.goto(`${baseUrl}/catalog`);
  await page
    .getByText(`${products.length.toLocaleString('en-US')} items`)
    .waitFor({ timeout: 60_000 });
  const search = page.getByLabel('Search products');
  await search.focus();

  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __tasks: number[] };
    w.__frames = [];
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() =>
          setTimeout(() => w.__frames.push(performance.now() - start), 0),
        );
      },
      true,
    );
  });
  for (const char of text) {
    await page.keyboard.type(char);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(500);
  const { frames, tasks } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __tasks: number[] };
    return { frames: w.__frames, tasks: w.__tasks };
  });
  await context.close();
  return {
    keystrokes: frames.length,
    frameP50: percentile(frames, 50),
    frameP95: percentile(frames, 95),
    frameMax: Math.max(...frames),
    longTasks: tasks.length,
    longestTask: tasks.length ? Math.max(...tasks) : 0,
    frames,
  };
}
