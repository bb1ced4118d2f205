import { expect, test } from '@playwright/test';
import { ProductListResponseSchema } from '@contract/product';

test('a shopper on the Russian catalogue searches (the address keeps the query), opens a product and adds it to the cart in Russian', async ({
  page,
  request,
}) => {
  const items = ProductListResponseSchema.parse(
    await (await request.get('/api/products')).json(),
  ).items;
  const target = items.find((product) => product.stock > 10 && !product.releaseAt);
  if (!target) throw new Error('seed has no product well in stock');
  // A Russian page shows the Russian title when the product has one.
  const title = target.titleRu?.trim() || target.title;

  await page.goto('/ru/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
  await expect(page.getByText(/^\d[\d\s]* товар(а|ов)?$/)).toBeVisible();

  await page.getByLabel('Поиск товаров').fill(target.title);
  await expect(page).toHaveURL(/\/ru\/catalog\?q=/);
  await page.getByRole('link', { name: title, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/ru/p/${target.slug}$`));
  await expect(page.getByText('В наличии', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByText('Добавлено в корзину')).toBeVisible();
  await page.getByRole('link', { name: 'Каталог', exact: true }).first().click();
  await expect(page).toHaveURL(/\/ru\/catalog/);
});
