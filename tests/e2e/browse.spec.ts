import { expect, test } from '@playwright/test';
import { ProductListResponseSchema, type Product } from '@contract/product';

async function catalogue(baseURL: string | undefined): Promise<Product[]> {
  const res = await fetch(`${baseURL ?? ''}/api/products`);
  return ProductListResponseSchema.parse(await res.json()).items;
}

test('a shopper browses from home to catalog, searches, filters, sorts, saves a product and finds it in the wishlist', async ({
  page,
  baseURL,
}) => {
  const items = await catalogue(baseURL);
  const target = items.find((p) => p.stock > 0);
  if (!target) throw new Error('seed has no product in stock');

  await page.goto('/');
  await page.getByRole('link', { name: 'Shop catalog' }).click();
  await expect(page).toHaveURL(/\/catalog/);
  await expect(page.getByText(`${items.length} items`)).toBeVisible();

  // Search narrows the list to the target product.
  await page.getByLabel('Search products').fill(target.title);
  await expect(page.getByRole('heading', { name: target.title })).toBeVisible();
  const shown = Number((await page.getByText(/^\d+ items?$/).textContent())?.split(' ')[0]);
  expect(shown).toBeLessThan(items.length);

  // A search that matches nothing shows the empty state; clearing brings all back.
  await page.getByLabel('Search products').fill('zzzz-no-such-toy');
  await expect(page.getByText('No items found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page.getByText(`${items.length} items`)).toBeVisible();

  // Low-stock filter: only 0 < stock <= 5.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Low stock only').check();
  const lowStock = items.filter((p) => p.stock > 0 && p.stock <= 5).length;
  await expect(page.getByText(`${lowStock} item${lowStock === 1 ? '' : 's'}`)).toBeVisible();
  await page.getByLabel('Low stock only').uncheck();

  // Sort by price, highest first: the first card is the most expensive product.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  const priciest = [...items].sort((a, b) => b.price - a.price)[0];
  if (!priciest) throw new Error('empty catalogue');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
    priciest.title,
  );

  // Open the target product and save it.
  await page.getByLabel('Search products').fill(target.title);
  await page
    .getByRole('link', { name: new RegExp(target.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/p/${target.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

  await page.goto('/wishlist');
  await expect(page.getByText(target.title)).toBeVisible();
  await expect(page.getByText('No saved items yet.')).toHaveCount(0);
});

test('the cookie banner hides after Accept and stays hidden after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});

test('an out-of-stock product shows a disabled "Out of stock" button', async ({
  page,
  baseURL,
}) => {
  const soldOut = (await catalogue(baseURL)).find((p) => p.stock <= 0);
  if (!soldOut) throw new Error('seed has no sold-out product');
  await page.goto(`/p/${soldOut.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: soldOut.title })).toBeVisible();
  const button = page.getByRole('button', { name: 'Out of stock' });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
});

test('an unknown product shows "Product not found"', async ({ page }) => {
  const res = await page.goto('/p/no-such-toy-anywhere');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('a product page opened directly shows the product from its first HTML, with no API call for it', async ({
  page,
  baseURL,
}) => {
  const [product, other] = (await catalogue(baseURL)).filter((p) => p.stock > 0);
  if (!product || !other) throw new Error('seed has too few products in stock');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/products/')) asked.push(pathname);
  });
  await page.goto(`/p/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain(`/api/products/${product.slug}`);

  // Moving on inside the app fetches as usual: the inline data was for the first page only.
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/p/${other.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  await expect.poll(() => asked).toContain(`/api/products/${other.slug}`);
});

test('the cart follows the shopper into another tab and through a reload', async ({
  context,
  baseURL,
}) => {
  const target = (await catalogue(baseURL)).find((p) => p.stock > 1);
  if (!target) throw new Error('seed has no product with stock above 1');
  // Two tabs of one browser: the second is open before the first adds anything.
  const shop = await context.newPage();
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  await shop.goto(`/p/${target.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shop.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // The other tab hears of it without a reload, and a reload reads it from storage.
  await expect(other.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await other.reload();
  await expect(other.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});
