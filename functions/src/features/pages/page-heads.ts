import { localePath, type Locale } from '../../contract/locale';
import type { Product } from '../../contract/product';
import { localDescription, localTitle } from '../../contract/product-text';
import {
  CATALOG_DESCRIPTION,
  CATALOG_DESCRIPTION_RU,
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

/** The head's words in each language; the store's name stays as it is. */
const HEAD_TEXT = {
  en: { catalog: 'Catalog', catalogDescription: CATALOG_DESCRIPTION, ogLocale: 'en_US' },
  ru: { catalog: 'Каталог', catalogDescription: CATALOG_DESCRIPTION_RU, ogLocale: 'ru_RU' },
} as const satisfies Record<
  Locale,
  { catalog: string; catalogDescription: string; ogLocale: string }
>;

/**
 * A server-filled page in `locale`: its own URL (the canonical), the twins' alternates
 * (`hreflang` en, ru, and x-default = the English page) and Open Graph's locales.
 */
function languageParts(origin: string, path: string, locale: Locale) {
  const url = (language: Locale) => `${origin}${localePath(language, path)}`;
  const other: Locale = locale === 'ru' ? 'en' : 'ru';
  return {
    url: url(locale),
    alternates: [
      ['en', url('en')],
      ['ru', url('ru')],
      ['x-default', url('en')],
    ] as const,
    ogLocale: [
      ['property', 'og:locale', HEAD_TEXT[locale].ogLocale],
      ['property', 'og:locale:alternate', HEAD_TEXT[other].ogLocale],
    ] as const,
  };
}

/** The product page's head: title, description, canonical, Open Graph, Twitter, JSON-LD, data. */
export function productHead(product: Product, origin: string, locale: Locale = 'en'): PageHead {
  const { url, alternates, ogLocale } = languageParts(
    origin,
    `/p/${encodeURIComponent(product.slug)}`,
    locale,
  );
  const text = {
    title: localTitle(product, locale),
    description: localDescription(product, locale),
  };
  const title = `${text.title} · ${STORE_NAME}`;
  const description = metaSummary(text.description) || text.title;
  const images = product.images.map((image) => absoluteUrl(origin, image));
  const price = product.price.toFixed(2);
  const brand = product.specs.Manufacturer?.trim();
  const image = images[0];
  return {
    title,
    description,
    canonical: url,
    alternates,
    meta: [
      ['property', 'og:type', 'product'],
      ['property', 'og:site_name', STORE_NAME],
      ...ogLocale,
      ['property', 'og:title', text.title],
      ['property', 'og:description', description],
      ['property', 'og:url', url],
      ...(image ? ([['property', 'og:image', image]] as const) : []),
      ['property', 'product:price:amount', price],
      ['property', 'product:price:currency', 'USD'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', text.title],
      ['name', 'twitter:description', description],
      ...(image ? ([['name', 'twitter:image', image]] as const) : []),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: text.title,
        image: images,
        description: text.description,
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
export function catalogHead(origin: string, locale: Locale = 'en'): PageHead {
  const { url, alternates, ogLocale } = languageParts(origin, '/catalog', locale);
  const title = `${HEAD_TEXT[locale].catalog} · ${STORE_NAME}`;
  return {
    title,
    description: HEAD_TEXT[locale].catalogDescription,
    canonical: url,
    alternates,
    meta: [
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', STORE_NAME],
      ...ogLocale,
      ['property', 'og:title', title],
      ['property', 'og:url', url],
    ],
    // The cards wait for the list: its request starts with the HTML, not after the scripts.
    preloadFetch: ['/api/products'],
  };
}
