import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product';
import { metaSummary } from '../../contract/storefront';
import { availability, catalogHead, productHead } from './page-heads';
import { fillShell } from './web-shell';

const product: Product = {
  id: 'prd-1',
  slug: 'robot',
  title: 'Robot "X" </title>',
  price: 19.9,
  stock: 12,
  tags: [],
  images: ['/img/seed/robot.svg'],
  description: 'A robot.',
  specs: { Manufacturer: 'Acme' },
};

const SHELL =
  '<!doctype html><html><head><meta name="description"\n      content="old" /><title>Toy Store</title></head><body><div id="root"></div></body></html>';

describe('page heads', () => {
  it('when a description is long, then it is cut at a word under 160 characters', () => {
    const text = metaSummary(`${'word '.repeat(60)}end`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
    expect(metaSummary('  short \n text ')).toBe('short text');
  });

  it('when stock runs low, then availability follows the "Only N left" badge', () => {
    expect(availability(0)).toBe('https://schema.org/OutOfStock');
    expect(availability(3)).toBe('https://schema.org/LimitedAvailability');
    expect(availability(4)).toBe('https://schema.org/InStock');
  });

  it('when a shell is filled, then title and description are replaced once and all text is escaped', () => {
    const html = fillShell(SHELL, productHead(product, 'https://toys.example'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Robot &quot;X&quot; &lt;/title&gt; · Toy Store</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://toys.example/p/robot" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://toys.example/img/seed/robot.svg" />',
    );
    expect(html).toContain('"brand":{"@type":"Brand","name":"Acme"}');
    expect(html).toContain('\\u003c/title\\u003e');
    expect(html.indexOf('id="product-data"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('when a Russian title holds markup, then the Russian head escapes it as the English one does', () => {
    const html = fillShell(
      SHELL,
      productHead(
        { ...product, titleRu: 'Робот </title><script>x</script>' },
        'https://toys.example',
        'ru',
      ),
    );
    expect(html).toContain(
      '<title>Робот &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; · Toy Store</title>',
    );
    expect(html).not.toContain('<script>x');
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('when the catalogue is filled, then its head starts the product list request with cookies', () => {
    const html = fillShell(SHELL, catalogHead('https://toys.example'));
    expect(html).toContain(
      '<link rel="preload" href="/api/products" as="fetch" crossorigin="use-credentials" />',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(fillShell(SHELL, productHead(product, 'https://toys.example'))).not.toContain(
      'rel="preload"',
    );
  });
});

describe('page heads in Russian', () => {
  const origin = 'https://toys.example';
  const russian: Product = {
    ...product,
    titleRu: 'Робот «Икс»',
    descriptionRu: 'Робот из металла.',
  };
  const alternates = (path: string) => [
    `<link rel="alternate" hreflang="en" href="${origin}${path}" />`,
    `<link rel="alternate" hreflang="ru" href="${origin}/ru${path}" />`,
    `<link rel="alternate" hreflang="x-default" href="${origin}${path}" />`,
  ];

  it('when a product has Russian content, then the Russian head, Open Graph and JSON-LD use it', () => {
    const head = productHead(russian, origin, 'ru');
    expect(head.title).toBe('Робот «Икс» · Toy Store');
    expect(head.description).toBe('Робот из металла.');
    expect(head.canonical).toBe(`${origin}/ru/p/robot`);
    expect(head.meta).toContainEqual(['property', 'og:locale', 'ru_RU']);
    expect(head.meta).toContainEqual(['property', 'og:locale:alternate', 'en_US']);
    expect(head.meta).toContainEqual(['property', 'og:title', 'Робот «Икс»']);
    expect(head.meta).toContainEqual(['property', 'og:url', `${origin}/ru/p/robot`]);
    expect(head.jsonLd?.[0]).toMatchObject({
      name: 'Робот «Икс»',
      description: 'Робот из металла.',
      offers: { url: `${origin}/ru/p/robot` },
    });
    // The data block stays the API's answer: the app picks the language itself.
    expect(head.data?.value).toEqual({ item: russian });
  });

  it('when a product has no Russian content (or blank), then the Russian head falls back to the default', () => {
    for (const p of [product, { ...product, titleRu: ' ', descriptionRu: '' }]) {
      const head = productHead(p, origin, 'ru');
      expect(head.title).toBe('Robot "X" </title> · Toy Store');
      expect(head.description).toBe('A robot.');
      expect(head.canonical).toBe(`${origin}/ru/p/robot`);
    }
  });

  it('when the English page is filled, then it keeps English, names its Russian twin and x-default', () => {
    const head = productHead(russian, origin);
    expect(head.title).toBe('Robot "X" </title> · Toy Store');
    expect(head.meta).toContainEqual(['property', 'og:locale', 'en_US']);
    const html = fillShell(SHELL, head);
    expect(html).toContain(`<link rel="canonical" href="${origin}/p/robot" />`);
    for (const tag of alternates('/p/robot')) expect(html).toContain(tag);
    const ru = fillShell(SHELL, productHead(russian, origin, 'ru'));
    expect(ru).toContain(`<link rel="canonical" href="${origin}/ru/p/robot" />`);
    for (const tag of alternates('/p/robot')) expect(ru).toContain(tag);
  });

  it('when the Russian catalogue is filled, then its texts are Russian and its canonical is its own', () => {
    const html = fillShell(SHELL, catalogHead(origin, 'ru'));
    expect(html).toContain('<title>Каталог · Toy Store</title>');
    expect(html).toMatch(/<meta name="description" content="Все коллекционные игрушки/);
    expect(html).toContain(`<link rel="canonical" href="${origin}/ru/catalog" />`);
    expect(html).toContain('<meta property="og:locale" content="ru_RU" />');
    for (const tag of alternates('/catalog')) expect(html).toContain(tag);
    const en = fillShell(SHELL, catalogHead(origin));
    expect(en).toContain('<title>Catalog · Toy Store</title>');
    for (const tag of alternates('/catalog')) expect(en).toContain(tag);
  });
});
