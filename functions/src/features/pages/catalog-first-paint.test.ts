import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../contract/locale';
import type { Product } from '../../contract/product';
import {
  CATALOG_FIRST_PAINT_TEXT,
  catalogFirstPaint,
  firstCards,
  itemCount,
} from './catalog-first-paint';

const NOW = Date.parse('2026-01-01T00:00:00Z');

const product = (id: number, stock: number, extra: Partial<Product> = {}): Product => ({
  id: `prd-${id}`,
  slug: `toy-${id}`,
  title: `Toy ${id}`,
  titleRu: `Игрушка ${id}`,
  price: 10 + id,
  stock,
  tags: ['Plush', ' Moon '],
  images: [`/img/seed/toy-${id}.svg`],
  description: 'A toy.',
  specs: {},
  ...extra,
});

const list = [product(1, 5), product(2, 30), product(3, 5), product(4, 12), product(5, 30)];

const messages = (area: string, locale: Locale) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../web/messages/${area}/${locale}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;

const NO_CONTROLS = /<(a|button|textarea|form|label)\b/i;

describe('the catalogue’s first paint', () => {
  it('when the list is painted, then the first 4 cards follow the default sort, most stock first and stable', () => {
    expect(firstCards(list).map((item) => item.id)).toEqual(['prd-2', 'prd-5', 'prd-4', 'prd-1']);
    expect(list.map((item) => item.id)).toEqual(['prd-1', 'prd-2', 'prd-3', 'prd-4', 'prd-5']);
    const html = catalogFirstPaint(list, 'en', NOW) ?? '';
    expect(html.match(/<li><article class="product-card">/g)).toHaveLength(4);
    expect(html).toMatch(
      /^<section class="catalog glass page" aria-hidden="true"><header class="page-header"><h1>Catalog<\/h1><p>Figures, vinyl/,
    );
    expect(html).toContain(
      '<ul class="product-grid"><li><article class="product-card"><div class="product-card__media"><img src="/img/seed/toy-2.svg" alt="" width="400" height="400" loading="eager" fetchpriority="high" decoding="async" /></div>',
    );
    expect(html).toContain(
      '<h2 class="product-card__title"><span class="product-card__link">Toy 2</span></h2><p class="product-card__tags">Plush • Moon</p><div class="product-card__meta"><span class="product-card__price">$12.00</span><span class="badge badge--green">In stock</span></div>',
    );
    expect(html).toContain('<p class="catalog-toolbar__count">5 items</p>');
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
  });

  it('when the list is empty or a first card is an upcoming drop, then there is no block (the loader stays)', () => {
    expect(catalogFirstPaint([], 'en', NOW)).toBeUndefined();
    const drop = product(9, 99, { releaseAt: '2026-01-02T00:00:00Z' });
    expect(catalogFirstPaint([...list, drop], 'en', NOW)).toBeUndefined();
    // A past release is no badge of its own; a raffle shows its badge.
    const released = catalogFirstPaint([{ ...drop, releaseAt: '2025-12-31T00:00:00Z' }], 'en', NOW);
    expect(released).not.toContain('badge--drop');
    expect(catalogFirstPaint([product(9, 99, { raffle: true })], 'en', NOW)).toContain(
      '<span class="badge badge--drop">Drop · Raffle</span>',
    );
  });

  it('when a card has no image or no tags, then it shows the placeholder and no tag line', () => {
    const html = catalogFirstPaint([product(1, 1, { images: [], tags: [' '] })], 'en', NOW) ?? '';
    expect(html).toContain('<span class="product-card__placeholder" aria-hidden="true"></span>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('product-card__tags');
    expect(html).toContain('<span class="badge badge--red">Only 1 left</span>');
  });

  it('when text or an image URL holds markup, then it is escaped', () => {
    const html =
      catalogFirstPaint(
        [
          product(1, 1, {
            title: '<b>"x"',
            images: ['/x.svg" onerror="alert(1)'],
            tags: ['<script>'],
          }),
        ],
        'en',
        NOW,
      ) ?? '';
    expect(html).toContain('src="/x.svg&quot; onerror=&quot;alert(1)"');
    expect(html).toContain('&lt;b&gt;&quot;x&quot;');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/<b>|<script/);
  });

  it('when painted, then it is hidden, has no link, button, id or href, and its controls are disabled', () => {
    for (const locale of ['en', 'ru'] as const) {
      const html = catalogFirstPaint(list, locale, NOW) ?? '';
      expect(html).not.toMatch(NO_CONTROLS);
      expect(html).not.toMatch(/\shref=|\sid=/);
      expect(html).toMatch(/^<section [^>]*aria-hidden="true">/);
      const controls = html.match(/<(input|select)\b[^>]*>/g) ?? [];
      expect(controls).toHaveLength(2);
      for (const control of controls) expect(control).toMatch(/\sdisabled\b/);
    }
  });

  it('when the page is Russian, then titles, texts, prices and the count read Russian', () => {
    const html = catalogFirstPaint(list, 'ru', NOW) ?? '';
    expect(html).toContain('<h1>Каталог</h1>');
    expect(html).toContain('<span class="product-card__link">Игрушка 2</span>');
    expect(html).toContain('placeholder="Поиск товаров"');
    expect(html).toContain('<p class="catalog-toolbar__count">5 товаров</p>');
    expect(itemCount(1, 'ru')).toBe('1 товар');
    expect(itemCount(3, 'ru')).toBe('3 товара');
    expect(itemCount(1, 'en')).toBe('1 item');
    expect(itemCount(1234, 'en')).toBe('1,234 items');
  });

  it.each(['en', 'ru'] as const)(
    'when the %s texts are painted, then they are the app’s',
    (locale) => {
      const catalog = messages('catalog', locale);
      const shell = messages('shell', locale);
      const items = (catalog.catalog_items as [{ match: Record<string, string> }])[0].match;
      const text = CATALOG_FIRST_PAINT_TEXT[locale];
      expect({
        title: text.title,
        intro: text.intro,
        search: text.search,
        filters: text.filters,
        sortLabel: text.sortLabel,
        raffle: text.raffle,
      }).toEqual({
        title: catalog.catalog_title,
        intro: catalog.catalog_intro,
        search: catalog.catalog_search_label,
        filters: catalog.catalog_filters,
        sortLabel: catalog.catalog_sort_label,
        raffle: shell.shell_drop_raffle,
      });
      expect(text.sorts).toEqual(
        [
          'featured',
          'price_asc',
          'price_desc',
          'name_asc',
          'name_desc',
          'stock_desc',
          'stock_asc',
        ].map((key) => catalog[`catalog_sort_${key}`]),
      );
      expect(
        Object.fromEntries(
          Object.entries(text.items).map(([form, value]) => [form === 'other' ? '*' : form, value]),
        ),
      ).toEqual(
        Object.fromEntries(
          Object.entries(items).map(([selector, value]) => [
            selector.replace('countPlural=', ''),
            value,
          ]),
        ),
      );
    },
  );
});
