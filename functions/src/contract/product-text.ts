// A product's shopper-facing text in a page's language, for the server-filled heads and the web
// app alike. Zod-free, so the web's first load can use it.
import type { Locale } from './locale';
import type { Product } from './product';

/** The Russian text when it is filled (not blank), else the default language's. */
const inLocale = (locale: Locale, fallback: string, russian: string | undefined) =>
  locale === 'ru' && russian?.trim() ? russian : fallback;

export const localTitle = (product: Pick<Product, 'title' | 'titleRu'>, locale: Locale) =>
  inLocale(locale, product.title, product.titleRu);

export const localDescription = (
  product: Pick<Product, 'description' | 'descriptionRu'>,
  locale: Locale,
) => inLocale(locale, product.description, product.descriptionRu);
