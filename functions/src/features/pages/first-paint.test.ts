import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../contract/locale';
import type { Product } from '../../contract/product';
import { FIRST_PAINT_TEXT, formatPrice, productFirstPaint, stockBadge } from './first-paint';
import { fillShell } from './web-shell';

const product: Product = {
  id: 'prd-1',
  slug: 'robot',
  title: 'Robot "X" <b>',
  titleRu: 'Робот «Икс»',
  price: 1234.5,
  stock: 12,
  tags: ['  tin  ', 'wind-up', ' ', 'x'.repeat(51)],
  images: ['/img/seed/robot.svg', '/img/seed/robot-back.svg'],
  description: 'A robot.',
  specs: {},
};

const messages = (area: string, locale: Locale) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../web/messages/${area}/${locale}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;

const NO_CONTROLS = /<(a|button|input|select|textarea|form|label)\b/i;

describe('the product page’s first paint', () => {
  it('when a product is painted, then its main image has the gallery’s attributes and comes first', () => {
    const html = productFirstPaint(product);
    expect(html).toMatch(/^<article class="product glass page" aria-hidden="true">/);
    expect(html).toContain(
      '<div class="product-gallery__main"><img src="/img/seed/robot.svg" alt="Robot &quot;X&quot; &lt;b&gt;" width="800" height="800" fetchpriority="high" decoding="async" /></div>',
    );
    expect(html.indexOf('fetchpriority')).toBeLessThan(html.indexOf('robot-back.svg'));
    expect(html).toContain('<h1 class="product__title">Robot &quot;X&quot; &lt;b&gt;</h1>');
    expect(html).toContain('<p class="product__price">$1,234.50</p>');
    expect(html).toContain('<span class="badge badge--green">In stock</span>');
    expect(html).toContain('</svg>Catalog</span>');
  });

  it('when a product has several images, then each has a lazy thumbnail, and none without a list', () => {
    const html = productFirstPaint(product);
    expect(html.match(/class="product-gallery__thumb"/g)).toHaveLength(2);
    expect(html).toContain(
      '<span class="product-gallery__thumb"><img src="/img/seed/robot-back.svg" alt="" width="72" height="72" loading="lazy" decoding="async" /></span>',
    );
    expect(productFirstPaint({ ...product, images: ['/img/a.svg'] })).not.toContain('thumbs');
    const none = productFirstPaint({ ...product, images: [] });
    expect(none).toContain('<span class="product-gallery__placeholder"></span>');
    expect(none).not.toContain('<img');
  });

  it('when tags are blank or too long, then only the others show, trimmed', () => {
    const html = productFirstPaint(product);
    expect(html).toContain(
      '<ul class="product__tags"><li><span class="chip">tin</span></li><li><span class="chip">wind-up</span></li></ul>',
    );
    expect(productFirstPaint({ ...product, tags: [' '] })).not.toContain('product__tags');
  });

  it('when text or an image URL holds markup, then it is escaped', () => {
    const html = productFirstPaint({
      ...product,
      images: ['/img/x.svg" onerror="alert(1)'],
      tags: ['<script>alert(1)</script>'],
    });
    expect(html).toContain('src="/img/x.svg&quot; onerror=&quot;alert(1)"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
  });

  it('when painted, then it holds no link, button or form control and is hidden from assistive technology', () => {
    for (const locale of ['en', 'ru'] as const) {
      const html = productFirstPaint(product, locale);
      expect(html).not.toMatch(NO_CONTROLS);
      expect(html).not.toMatch(/\shref=|\sid=/);
      expect(html.match(/aria-hidden="true"/g)).toHaveLength(2); // the block and its icon
    }
  });

  it('when the page is Russian, then the title, texts and price read Russian', () => {
    const html = productFirstPaint(product, 'ru');
    expect(html).toContain('<h1 class="product__title">Робот «Икс»</h1>');
    expect(html).toContain('alt="Робот «Икс»"');
    expect(html).toContain('</svg>Каталог</span>');
    expect(html).toContain('<span class="badge badge--green">В наличии</span>');
    expect(html).toContain(`<p class="product__price">${formatPrice(1234.5, 'ru')}</p>`);
    expect(formatPrice(1234.5, 'ru')).toMatch(/^1\s234,50\s\$$/);
    expect(productFirstPaint({ ...product, titleRu: ' ' }, 'ru')).toContain('>Robot &quot;X&quot;');
  });

  it('when stock runs low or out, then the badge follows the app’s bands', () => {
    expect(stockBadge(0, 'en')).toBe('<span class="badge badge--red">Out of stock</span>');
    expect(stockBadge(3, 'en')).toBe('<span class="badge badge--red">Only 3 left</span>');
    expect(stockBadge(4, 'en')).toBe('<span class="badge badge--amber">Low stock: 4 left</span>');
    expect(stockBadge(10, 'ru')).toBe(
      '<span class="badge badge--amber">Мало: осталось 10 шт.</span>',
    );
    expect(stockBadge(11, 'en')).toBe('<span class="badge badge--green">In stock</span>');
  });

  it.each(['en', 'ru'] as const)(
    'when the %s texts are painted, then they are the app’s',
    (locale) => {
      const shell = messages('shell', locale);
      const catalog = messages('catalog', locale);
      expect(FIRST_PAINT_TEXT[locale]).toEqual({
        catalog: catalog.catalog_title,
        stockOut: shell.shell_stock_out,
        stockOnly: shell.shell_stock_only,
        stockLow: shell.shell_stock_low,
        stockIn: shell.shell_stock_in,
      });
    },
  );
});

describe('fillShell with a first paint', () => {
  const SHELL =
    '<html><head><title>Toy Store</title></head><body><div id="root"><div class="shell" aria-hidden="true"><header>h</header><div class="shell__main">\n<div class="page-loader"><span class="spinner"></span><span>Loading...</span></div>\n</div></div></div></body></html>';
  const head = { title: 't', description: 'd', canonical: 'https://toys.example/p/robot' };

  it('when a page has a first paint, then it replaces the page loader, and only then', () => {
    const html = fillShell(SHELL, { ...head, body: '<article>$& $1</article>' });
    expect(html).toContain('<div class="shell__main">\n<article>$& $1</article>\n</div>');
    expect(html).not.toContain('page-loader');
    expect(fillShell(SHELL, head)).toContain('<div class="page-loader">');
  });
});
