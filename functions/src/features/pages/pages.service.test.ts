import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../contract/product';
import { listedProducts } from '../products';
import type * as WebShell from './web-shell';
import { PAGE_READ_DEADLINE_MS, pagesService } from './pages.service';

vi.mock('../products', () => ({
  findProductBySlug: vi.fn(),
  listProductPages: vi.fn(),
  listedProducts: vi.fn(),
}));
vi.mock('./web-shell', async (importOriginal) => ({
  ...(await importOriginal<typeof WebShell>()),
  loadShell: vi.fn(() =>
    Promise.resolve(
      '<html><head><title>Toy Store</title></head><body><div class="shell__main">\n<div class="page-loader"><span>Loading...</span></div>\n</div></body></html>',
    ),
  ),
}));
const { skipped } = vi.hoisted(() => ({ skipped: vi.fn() }));
vi.mock('./pages.log', () => ({
  pagesLog: { shellFallback: vi.fn(), catalogBlockSkipped: skipped },
}));

const item: Product = {
  id: 'prd-1',
  slug: 'robot',
  title: 'Robot',
  price: 10,
  stock: 5,
  tags: [],
  images: ['/img/seed/robot.svg'],
  description: 'A robot.',
  specs: {},
};

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const LIST_PRELOAD = '<link rel="preload" href="/api/products"';

describe('the catalogue page', () => {
  it('when its first cards are asked and the list is read, then they replace the loader', async () => {
    vi.mocked(listedProducts).mockResolvedValue([item]);
    const page = await pagesService.catalogPage('en', { firstCards: true });
    expect(page).toMatchObject({ status: 200, cache: 'cdn' });
    expect(page.html).toContain('<img src="/img/seed/robot.svg"');
    expect(page.html).not.toContain('page-loader');
    // The list is the app's to ask for after the first paint, not the first card image's rival.
    expect(page.html).not.toContain(LIST_PRELOAD);
  });

  it('when its first cards are not asked (a query string), then the list is not read and the loader stays', async () => {
    const page = await pagesService.catalogPage('en');
    expect(listedProducts).not.toHaveBeenCalled();
    expect(page.html).toContain('page-loader');
    // Its cards wait for the list, so the request starts with the HTML.
    expect(page.html).toContain(LIST_PRELOAD);
  });

  it('when the list read fails, then the page is still a 200 with its loader, and it is logged', async () => {
    vi.mocked(listedProducts).mockRejectedValue(new Error('firestore down'));
    const page = await pagesService.catalogPage('ru', { firstCards: true });
    expect(page).toMatchObject({ status: 200, cache: 'cdn' });
    expect(page.html).toContain('page-loader');
    expect(page.html).toContain(LIST_PRELOAD);
    expect(skipped).toHaveBeenCalledOnce();
  });

  it('when the list read never answers, then the page answers at the deadline with its loader', async () => {
    vi.useFakeTimers();
    vi.mocked(listedProducts).mockReturnValue(new Promise(() => undefined));
    const answer = pagesService.catalogPage('en', { firstCards: true });
    await vi.advanceTimersByTimeAsync(PAGE_READ_DEADLINE_MS);
    const page = await answer;
    expect(page.status).toBe(200);
    expect(page.html).toContain('page-loader');
    expect(skipped).toHaveBeenCalledOnce();
  });
});
