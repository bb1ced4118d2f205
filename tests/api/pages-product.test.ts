import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema } from '@contract/admin-catalog';
import { ProductListResponseSchema, ProductResponseSchema, type Product } from '@contract/product';
import { call, seededAdmin } from '../support/accounts';
import { adminDb, baseUrl, uniqueSuffix } from '../support/emulators';

// Product pages readable before any script runs (issue 15): Hosting rewrites /p/**, /catalog,
// /robots.txt and /sitemap.xml to the function, which fills the built index.html's head.

const ORIGIN = 'http://localhost:5000'; // SITE_ORIGIN's default for the demo project
const EVIL = '</script><script>alert(1)</script>';
let product: Product;

beforeAll(async () => {
  const admin = await seededAdmin();
  const res = await call('POST', '/api/admin/products', {
    bearer: admin,
    body: {
      title: `Page Robot ${uniqueSuffix()} ${EVIL}`,
      price: 24.5,
      stock: 2,
      tags: ['Test line'],
      images: ['/img/seed/test.svg'],
      description: `A robot whose page must stay inert: ${EVIL} & "quotes" <b>bold</b>`,
      specs: { Manufacturer: 'Acme <Toys> & Co', Scale: '1:100' },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  product = AdminProductResponseSchema.parse(res.body).item;
});

afterAll(async () => {
  const db = adminDb();
  const reservations = await db
    .collection('productSlugs')
    .where('productId', '==', product.id)
    .get();
  await Promise.all([
    db.doc(`products/${product.id}`).delete(),
    ...reservations.docs.map((d) => d.ref.delete()),
  ]);
});

const page = async (path: string) => {
  const res = await fetch(`${baseUrl}${path}`);
  return { res, html: await res.text() };
};

/** The text of every `<script type="{type}">` block. */
const scriptBlocks = (html: string, type: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => attrs?.includes(`type="${type}"`))
    .map(([, attrs, text]) => ({ attrs: attrs ?? '', text: text ?? '' }));

const metaContent = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('GET /p/{slug}', () => {
  it('when the product exists, then the first HTML names it: title, description, canonical, Open Graph, Twitter', async () => {
    const { res, html } = await page(`/p/${product.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const url = `${ORIGIN}/p/${product.slug}`;
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(unescape(title)).toBe(`${product.title} · Toy Store`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const description = unescape(metaContent(html, 'name', 'description') ?? '');
    expect(description.startsWith('A robot whose page must stay inert: </script>')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(unescape(metaContent(html, 'property', 'og:title') ?? '')).toBe(product.title);
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${ORIGIN}/img/seed/test.svg`);
    expect(metaContent(html, 'property', 'product:price:amount')).toBe('24.50');
    expect(metaContent(html, 'property', 'product:price:currency')).toBe('USD');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${ORIGIN}/img/seed/test.svg`);
    // The app's own script is still there.
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\//);
  });

  it('when the product exists, then its photo and title paint with the first HTML, in place of the page loader', async () => {
    const { html } = await page(`/p/${product.slug}`);
    const photo = /<div class="product-gallery__main">(<img [^>]*>)<\/div>/.exec(html)?.[1] ?? '';
    expect(photo).toContain('src="/img/seed/test.svg"');
    expect(photo).toContain('fetchpriority="high"');
    expect(unescape(/ alt="([^"]*)"/.exec(photo)?.[1] ?? '')).toBe(product.title);
    const heading = /<h1 class="product__title">([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
    expect(unescape(heading)).toBe(product.title);
    expect(html).toContain('<article class="product glass page" aria-hidden="true">');
    expect(html).not.toContain('class="page-loader"');
  });

  it('when the product exists, then its JSON-LD Product and the data block parse, with < escaped', async () => {
    const { html, res } = await page(`/p/${product.slug}`);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    // The only raw </script> are the blocks' own ends: none from the product's text.
    expect(html).not.toContain('<script>alert(1)');
    const [ld, ...moreLd] = scriptBlocks(html, 'application/ld+json');
    expect(moreLd).toHaveLength(0);
    expect(ld?.text).not.toMatch(/[<>]/);
    expect(ld?.text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(ld?.text ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      image: [`${ORIGIN}/img/seed/test.svg`],
      description: product.description,
      sku: product.id,
      brand: { '@type': 'Brand', name: 'Acme <Toys> & Co' },
      offers: {
        '@type': 'Offer',
        price: '24.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/LimitedAvailability',
        url: `${ORIGIN}/p/${product.slug}`,
      },
    });
    const [data] = scriptBlocks(html, 'application/json');
    expect(data?.attrs).toContain('id="product-data"');
    expect(data?.text).not.toMatch(/[<>&]/);
    const api = await call('GET', `/api/products/${product.slug}`);
    expect(ProductResponseSchema.parse(JSON.parse(data?.text ?? ''))).toEqual(api.body);
  });

  it('when a seeded product is in stock, then the offer says InStock and no brand is invented', async () => {
    const list = ProductListResponseSchema.parse((await call('GET', '/api/products')).body);
    const seeded = list.items.find((p) => p.stock > 3 && !p.specs.Manufacturer);
    if (!seeded) return; // every seeded product names its maker
    const { html } = await page(`/p/${seeded.slug}`);
    const ld = JSON.parse(scriptBlocks(html, 'application/ld+json')[0]?.text ?? '') as Record<
      string,
      unknown
    >;
    expect(ld.brand).toBeUndefined();
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('when the slug is unknown or malformed, then 404 with the plain app shell', async () => {
    for (const path of [`/p/no-such-${uniqueSuffix()}`, '/p/NOT_A_SLUG', '/p/a/b']) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(html, path).toContain(`id="root"`);
      expect(html, path).not.toContain('application/ld+json');
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).toContain('class="page-loader"');
    }
  });
});

describe('GET /catalog', () => {
  it('when the catalogue is opened, then it has its own title, description and canonical', async () => {
    const { res, html } = await page('/catalog?q=robot');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Catalog · Toy Store</title>');
    expect(metaContent(html, 'name', 'description')).toMatch(/^Browse every collectible toy/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/catalog" />`);
    // A search shows other first cards: the page keeps its loader.
    expect(html).toContain('class="page-loader"');
    expect(html).not.toContain('class="product-grid"');
  });

  it('when the unfiltered catalogue is opened, then its first card’s image paints with the first HTML, in place of the loader', async () => {
    const { items } = ProductListResponseSchema.parse((await call('GET', '/api/products')).body);
    // The app's default sort: most stock first, the list's order among equals.
    const first = [...items].sort((a, b) => b.stock - a.stock)[0];
    if (!first?.images[0]) throw new Error('the seed’s first card has an image');
    const { res, html } = await page('/catalog');
    expect(res.status).toBe(200);
    expect(html).not.toContain('class="page-loader"');
    expect(html).toContain('<section class="catalog glass page" aria-hidden="true">');
    const image =
      /<ul class="product-grid"><li><article class="product-card"><div class="product-card__media"><img src="([^"]*)"[^>]*loading="eager"/.exec(
        html,
      );
    expect(image?.[1]).toBe(first.images[0]);
    expect(html.match(/class="product-card"/g)).toHaveLength(4);
    expect(html).toContain(`${items.length} items</p>`);
  });
});

describe('GET /robots.txt and /sitemap.xml', () => {
  it('when robots.txt is read, then it is text, keeps crawlers out of private paths and names the sitemap', async () => {
    const { res, html: text } = await page('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = text.split('\n');
    for (const path of ['/api/', '/admin', '/account', '/profile', '/orders']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('when the sitemap is read, then it lists home, the catalogue and every product, absolute', async () => {
    const { res, html: xml } = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"[ >]/);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs.every((loc) => loc?.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/catalog`);
    const snap = await adminDb().collection('products').get();
    const seeded = snap.docs.filter((d) => /^prd-\d+$/.test(d.id));
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    for (const doc of seeded) expect(locs).toContain(`${ORIGIN}/p/${doc.get('slug') as string}`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });
});
