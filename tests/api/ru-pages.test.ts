import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema } from '@contract/admin-catalog';
import { ProductResponseSchema, type Product } from '@contract/product';
import { call, seededAdmin } from '../support/accounts';
import type { TestUser } from '../support/auth';
import { baseUrl, uniqueSuffix } from '../support/emulators';
import { createTestProduct, removeTestProducts } from '../support/products';

// The Russian storefront's first HTML (issue 25): /ru/p/{slug} and /ru/catalog are filled by the
// function into the Russian shell; every other /ru path is the static Russian shell. Each
// server-filled page names its twin and x-default, and its canonical is its own language's.

const ORIGIN = 'http://localhost:5000'; // SITE_ORIGIN's default for the demo project
let admin: TestUser;
let russian: Product;
let plain: Product;

beforeAll(async () => {
  admin = await seededAdmin();
  russian = await createTestProduct(admin, {
    title: `Tin robot ${uniqueSuffix()}`,
    titleRu: 'Жестяной робот',
    description: 'Wind it up and watch it walk.',
    descriptionRu: 'Заведите ключом — и он пойдёт.',
    price: 12,
    stock: 5,
  });
  plain = await createTestProduct(admin, {
    title: `Plain robot ${uniqueSuffix()}`,
    price: 9,
    stock: 5,
  });
});

afterAll(async () => {
  await removeTestProducts([russian, plain]);
});

const page = async (path: string) => {
  const res = await fetch(`${baseUrl}${path}`);
  return { res, html: await res.text() };
};

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const alternate = (html: string, hreflang: string) =>
  new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** Both twins name the English page, the Russian one and x-default (English). */
function expectTwins(html: string, path: string) {
  expect(alternate(html, 'en')).toBe(`${ORIGIN}${path}`);
  expect(alternate(html, 'ru')).toBe(`${ORIGIN}/ru${path}`);
  expect(alternate(html, 'x-default')).toBe(`${ORIGIN}${path}`);
}

describe('GET /ru/p/{slug}', () => {
  it('when the product has Russian content, then the first HTML is Russian: lang, title, description, Open Graph, JSON-LD, own canonical', async () => {
    const path = `/p/${russian.slug}`;
    const { res, html } = await page(`/ru${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<html lang="ru">');
    expect(title(html)).toBe('Жестяной робот · Toy Store');
    expect(meta(html, 'name', 'description')).toBe('Заведите ключом — и он пойдёт.');
    expect(meta(html, 'property', 'og:locale')).toBe('ru_RU');
    expect(meta(html, 'property', 'og:title')).toBe('Жестяной робот');
    // The page's top paints Russian too: its title, and the back link's word.
    expect(html).toContain('<h1 class="product__title">Жестяной робот</h1>');
    expect(html).toContain('alt="Жестяной робот"');
    expect(html).toContain('</svg>Каталог</span>');
    expect(canonical(html)).toBe(`${ORIGIN}/ru${path}`);
    expectTwins(html, path);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? '{}')).toMatchObject({
      name: 'Жестяной робот',
      description: 'Заведите ключом — и он пойдёт.',
      offers: { url: `${ORIGIN}/ru${path}` },
    });
  });

  it('when the product has no Russian title, then the Russian page falls back to the English one', async () => {
    const { res, html } = await page(`/ru/p/${plain.slug}`);
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="ru">');
    expect(title(html)).toBe(`${plain.title} · Toy Store`);
    expect(canonical(html)).toBe(`${ORIGIN}/ru/p/${plain.slug}`);
  });

  it('when the English page is opened, then it keeps lang="en" and names its Russian twin', async () => {
    const path = `/p/${russian.slug}`;
    const { html } = await page(path);
    expect(html).toContain('<html lang="en">');
    expect(title(html)).toBe(`${russian.title} · Toy Store`);
    expect(meta(html, 'property', 'og:locale')).toBe('en_US');
    expect(canonical(html)).toBe(`${ORIGIN}${path}`);
    expectTwins(html, path);
  });

  it('when the slug is unknown, then 404 with the Russian shell', async () => {
    const { res, html } = await page(`/ru/p/no-such-${uniqueSuffix()}`);
    expect(res.status).toBe(404);
    expect(html).toContain('<html lang="ru">');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('GET /ru/catalog, /ru and /ru/profile', () => {
  it('when the Russian catalogue is opened, then its head is Russian and names both twins', async () => {
    const { res, html } = await page('/ru/catalog?q=robot');
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="ru">');
    expect(title(html)).toBe('Каталог · Toy Store');
    expect(meta(html, 'name', 'description')).toMatch(/^Все коллекционные игрушки/);
    expect(canonical(html)).toBe(`${ORIGIN}/ru/catalog`);
    expectTwins(html, '/catalog');
    const english = (await page('/catalog')).html;
    expect(english).toContain('<html lang="en">');
    expectTwins(english, '/catalog');
  });

  it('when a static Russian page is opened, then its first HTML says lang="ru"', async () => {
    for (const path of ['/ru', '/ru/profile']) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<html lang="ru">');
    }
  });
});

describe('GET /sitemap.xml in both languages', () => {
  it('when the sitemap is read, then every page is listed with its /ru twin', async () => {
    const { html: xml } = await page('/sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    for (const path of ['/', '/catalog']) expect(locs).toContain(`${ORIGIN}${path}`);
    for (const path of ['/ru', '/ru/catalog']) expect(locs).toContain(`${ORIGIN}${path}`);
    const products = locs.filter((loc) => loc?.startsWith(`${ORIGIN}/p/`));
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const loc of products) expect(locs).toContain(loc?.replace('/p/', '/ru/p/'));
    expect(xml).toContain(`hreflang="ru" href="${ORIGIN}/ru/catalog"`);
  });
});

describe('PATCH /api/admin/products/{id} with Russian content', () => {
  it('when an admin sets and then clears the Russian title, then the product and its page follow', async () => {
    const patch = (body: object) =>
      call('PATCH', `/api/admin/products/${plain.id}`, { bearer: admin, body });
    const set = await patch({ titleRu: 'Простой робот' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(AdminProductResponseSchema.parse(set.body).item.titleRu).toBe('Простой робот');
    expect(title((await page(`/ru/p/${plain.slug}`)).html)).toBe('Простой робот · Toy Store');

    const cleared = await patch({ titleRu: '' });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(AdminProductResponseSchema.parse(cleared.body).item).not.toHaveProperty('titleRu');
    const stored = ProductResponseSchema.parse(
      (await call('GET', `/api/products/${plain.slug}`)).body,
    );
    expect(stored.item).not.toHaveProperty('titleRu');
    expect(title((await page(`/ru/p/${plain.slug}`)).html)).toBe(`${plain.title} · Toy Store`);
  });

  it('when a Russian title is too long, then 400', async () => {
    const res = await call('PATCH', `/api/admin/products/${plain.id}`, {
      bearer: admin,
      body: { titleRu: 'я'.repeat(201) },
    });
    expect(res.status).toBe(400);
  });
});
