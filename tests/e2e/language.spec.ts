import { expect, test, type Page } from '@playwright/test';
import { ProductListResponseSchema } from '@contract/product';

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

test('the first HTML of a Russian page says lang="ru", on static and server-filled routes alike', async ({
  request,
}) => {
  const items = ProductListResponseSchema.parse(
    await (await request.get('/api/products')).json(),
  ).items;
  const slug = items[0]?.slug;
  if (!slug) throw new Error('seed has no product');
  for (const path of ['/ru', '/ru/catalog', `/ru/p/${slug}`, '/ru/profile', '/ru/support']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<html lang="ru"');
  }
  for (const path of ['/', '/catalog', `/p/${slug}`, '/support']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<html lang="en"');
  }
});

test('a shopper switches the catalogue, a product page and the account page to Russian and back, keeping the query', async ({
  page,
}) => {
  // A list route with its query.
  await page.goto('/catalog?q=robot');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/catalog\?q=robot$/);
  expect(await htmlLang(page)).toBe('ru');
  const nav = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(nav.getByRole('link', { name: 'Каталог' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/catalog\?q=robot$/);
  expect(await htmlLang(page)).toBe('en');

  // Links inside the Russian app stay Russian: home, then a product page.
  await page.goto('/ru');
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Каталог' })
    .click();
  await expect(page).toHaveURL(/\/ru\/catalog$/);
  await page.locator('main a[href*="/p/"]').first().click();
  await expect(page).toHaveURL(/\/ru\/p\/[^/]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${slug}$`));
  expect(new URL(page.url()).pathname).toBe(`/p/${slug}`);
  expect(await htmlLang(page)).toBe('en');

  // An account route (a guest sees the sign-in form).
  await page.goto('/account');
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/account$/);
  expect(await htmlLang(page)).toBe('ru');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect(new URL(page.url()).pathname).toBe('/account');
});
