// The first paint of a server-filled page: static HTML in place of the shell's page loader, so
// the page's largest content (the product's photo) paints with the HTML and its request starts
// while the HTML parses, instead of once the app has rendered.
//
// It must read and lay out as the app's page does on its first paint, with the same classes
// (web/src/features/catalog/components/product-page.tsx and product-gallery.tsx; their styles
// are in the main stylesheet, web/src/features/catalog/product-first-paint.css), so nothing
// moves when React replaces it. Like the static header, it is hidden from assistive technology
// and has no links, buttons or form controls: the app's own page, a moment later, is the one
// to use. Every text and URL in it is escaped here.
import type { Locale } from '../../contract/locale';
import type { Product } from '../../contract/product';
import { localTitle } from '../../contract/product-text';
import { LIMITED_STOCK_MAX } from '../../contract/storefront';
import { escapeHtml } from '../../core/html-escape';

/** The texts the block spells itself, as web/messages has them (first-paint.test.ts checks). */
export const FIRST_PAINT_TEXT = {
  en: {
    catalog: 'Catalog',
    stockOut: 'Out of stock',
    stockOnly: 'Only {count} left',
    stockLow: 'Low stock: {count} left',
    stockIn: 'In stock',
  },
  ru: {
    catalog: 'Каталог',
    stockOut: 'Нет в наличии',
    stockOnly: 'Осталось всего {count} шт.',
    stockLow: 'Мало: осталось {count} шт.',
    stockIn: 'В наличии',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The stock badge's amber band ends here (web/src/lib/stock.ts). */
const LOW_STOCK_MAX = 10;
/** A tag longer than this is not shown (web/src/lib/product-tags.ts). */
const TAG_MAX_LENGTH = 50;
/** The gallery's image sizes (product-gallery.tsx). */
const MAIN_SIZE = 800;
const THUMB_SIZE = 72;

/** The back link's arrow: components/ui/icons.tsx `ArrowLeftIcon` at size 18. */
const ARROW_LEFT_ICON =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M19 12H5M11 6l-6 6 6 6"></path></svg>';

/** The stock badge (components/ui/stock-badge.tsx): its tone and label. */
export function stockBadge(stock: number, locale: Locale): string {
  const text = FIRST_PAINT_TEXT[locale];
  const count = (message: string) => message.replace('{count}', String(stock));
  const [tone, label] =
    stock <= 0
      ? ['red', text.stockOut]
      : stock <= LIMITED_STOCK_MAX
        ? ['red', count(text.stockOnly)]
        : stock <= LOW_STOCK_MAX
          ? ['amber', count(text.stockLow)]
          : ['green', text.stockIn];
  return `<span class="badge badge--${tone}">${escapeHtml(label)}</span>`;
}

/** The price as the page formats it: US dollars, in the page's language's number format. */
export function formatPrice(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(value) ? value : 0);
}

/** The tags the page shows: trimmed, neither blank nor longer than 50 characters. */
export const displayTags = (tags: readonly string[]) =>
  tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= TAG_MAX_LENGTH);

const img = (attributes: Record<string, string | number>) =>
  `<img ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
    .join(' ')} />`;

/** The gallery as it first shows: the first image large, and the thumbnails below it. */
function gallery(images: readonly string[], title: string): string {
  const [main] = images;
  const thumbs =
    images.length > 1
      ? `<ul class="product-gallery__thumbs">${images
          .map(
            (src) =>
              `<li><span class="product-gallery__thumb">${img({ src, alt: '', width: THUMB_SIZE, height: THUMB_SIZE, loading: 'lazy', decoding: 'async' })}</span></li>`,
          )
          .join('')}</ul>`
      : '';
  const picture = main
    ? img({
        src: main,
        alt: title,
        width: MAIN_SIZE,
        height: MAIN_SIZE,
        fetchpriority: 'high',
        decoding: 'async',
      })
    : '<span class="product-gallery__placeholder"></span>';
  return `<div class="product-gallery"><div class="product-gallery__main">${picture}</div>${thumbs}</div>`;
}

/**
 * The product page's top in `locale`: the back link (as text), the gallery, and the start of
 * the details (stock badge, title, tags, price). What follows the price in the app's page
 * (limits, buttons, description) appears below it when the app renders, moving nothing.
 */
export function productFirstPaint(product: Product, locale: Locale = 'en'): string {
  const title = localTitle(product, locale);
  const tags = displayTags(product.tags);
  return [
    '<article class="product glass page" aria-hidden="true">',
    `<span class="back-link">${ARROW_LEFT_ICON}${escapeHtml(FIRST_PAINT_TEXT[locale].catalog)}</span>`,
    '<div class="product__layout">',
    gallery(product.images, title),
    '<div class="product__info">',
    stockBadge(product.stock, locale),
    `<h1 class="product__title">${escapeHtml(title)}</h1>`,
    tags.length > 0
      ? `<ul class="product__tags">${tags.map((tag) => `<li><span class="chip">${escapeHtml(tag)}</span></li>`).join('')}</ul>`
      : '',
    `<p class="product__price">${escapeHtml(formatPrice(product.price, locale))}</p>`,
    '</div>',
    '</div>',
    '</article>',
  ].join('');
}
