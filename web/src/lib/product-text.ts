// A product's title and description as shoppers read them: the Russian text on Russian pages
// when the admin filled it, else the default (the same rule as the server-filled heads).
import type { Product } from '@contract/product';
import { localDescription, localTitle } from '@contract/product-text';
import { pageLocale } from '@/i18n/locale';

export const productTitle = (product: Pick<Product, 'title' | 'titleRu'>) =>
  localTitle(product, pageLocale());

export const productDescription = (product: Pick<Product, 'description' | 'descriptionRu'>) =>
  localDescription(product, pageLocale());
