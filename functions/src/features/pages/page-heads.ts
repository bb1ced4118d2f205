import type { Product } from '../../contract/product';
import {
  CATALOG_DESCRIPTION,
  LIMITED_STOCK_MAX,
  metaSummary,
  STORE_NAME,
} from '../../contract/storefront';
import type { PageHead } from './web-shell';
import { PRODUCT_DATA_ID } from './web-shell';

/** `/img/x.svg` (or an absolute URL) → an absolute URL under the public origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/** schema.org availability by the stock badge's rule: out, "Only N left", in stock. */
export function availability(stock: number): string {
  if (stock <= 0) return 'https://schema.org/OutOfStock';
  if (stock <= LIMITED_STOCK_MAX) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}

/** The product page's head: title, description, canonical, Open Graph, Twitter, JSON-LD, data. */
export function productHead(product: Product, origin: string): PageHead {
  const url = `${origin}/p/${encodeURIComponent(product.slug)}`;
  const title = `${product.title} · ${STORE_NAME}`;
  const description = metaSummary(product.description) || product.title;
  const images = product.images.map((image) => absoluteUrl(origin, image));
  const price = product.price.toFixed(2);
  const brand = product.specs.Manufacturer?.trim();
  const image = images[0];
  return {
    title,
    description,
    canonical: url,
    meta: [
      ['property', 'og:type', 'product'],
      ['property', 'og:site_name', STORE_NAME],
      ['property', 'og:title', product.title],
      ['property', 'og:description', description],
      ['property', 'og:url', url],
      ...(image ? ([['property', 'og:image', image]] as const) : []),
      ['property', 'product:price:amount', price],
      ['property', 'product:price:currency', 'USD'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', product.title],
      ['name', 'twitter:description', description],
      ...(image ? ([['name', 'twitter:image', image]] as const) : []),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        image: images,
        description: product.description,
        sku: product.id,
        ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'USD',
          availability: availability(product.stock),
          url,
        },
      },
    ],
    // Exactly what GET /api/products/{slug} answers, so the app renders without asking again.
    data: { id: PRODUCT_DATA_ID, value: { item: product } },
  };
}

/** The catalogue's head: its own title and description (the app calls the page "Catalog"). */
export function catalogHead(origin: string): PageHead {
  return {
    title: `Catalog · ${STORE_NAME}`,
    description: CATALOG_DESCRIPTION,
    canonical: `${origin}/catalog`,
    meta: [
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', STORE_NAME],
      ['property', 'og:title', `Catalog · ${STORE_NAME}`],
      ['property', 'og:url', `${origin}/catalog`],
    ],
    // The cards wait for the list: its request starts with the HTML, not after the scripts.
    preloadFetch: ['/api/products'],
  };
}
