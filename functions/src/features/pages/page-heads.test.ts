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
