// Shopper-facing content (a product's title and description, an FAQ entry, a gallery photo's alt
// text) in a page's language, for the server-filled heads and the web app alike. Zod-free, so the
// web's first load can use it.
import type { Locale } from './locale';
import type { Product } from './product';

/** The Russian text when it is filled (not blank) on a Russian page, else the default language's. */
export const localText = (en: string, ru: string | undefined, locale: Locale): string =>
  locale === 'ru' && ru?.trim() ? ru : en;

export const localTitle = (product: Pick<Product, 'title' | 'titleRu'>, locale: Locale) =>
  localText(product.title, product.titleRu, locale);

export const localDescription = (
  product: Pick<Product, 'description' | 'descriptionRu'>,
  locale: Locale,
) => localText(product.description, product.descriptionRu, locale);
