// The catalogue's first paint (`/catalog`, `/ru/catalog`): static HTML in place of the shell's
// page loader, so the first card's image (the page's largest content) paints with the HTML
// instead of once the app has its scripts and the list and has rendered the grid.
//
// It reads and lays out as the app's page first does, with the same classes
// (web/src/features/catalog/components/catalog-page.tsx, catalog-toolbar.tsx,
// product-results.tsx and components/ui/product-card.tsx; their styles are in the main
// stylesheet through web/src/features/catalog/shell.ts). Like the product page's block it is
// hidden from assistive technology and has no links, buttons or ids; the toolbar's search field
// and sort select are real controls for their exact heights and widths, disabled (never focused).
// Every text and URL is escaped here.
import type { Locale } from '../../contract/locale';
import type { Product } from '../../contract/product';
import { beforeRelease } from '../../contract/drop';
import { localTitle } from '../../contract/product-text';
import { escapeHtml } from '../../core/html-escape';
import { displayTags, formatPrice, stockBadge } from './first-paint';

/** The texts the block spells itself, as web/messages has them (its unit test checks). */
export const CATALOG_FIRST_PAINT_TEXT = {
  en: {
    title: 'Catalog',
    intro: 'Figures, vinyl, plush and blind boxes for every shelf.',
    search: 'Search products',
    filters: 'Filters',
    sortLabel: 'Sort by',
    sorts: [
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Name: A-Z',
      'Name: Z-A',
      'Most stock',
      'Least stock',
    ],
    items: { one: '{shown} item', other: '{shown} items' },
    raffle: 'Drop · Raffle',
  },
  ru: {
    title: 'Каталог',
    intro: 'Фигурки, винил, плюш и блайнд-боксы для любой полки.',
    search: 'Поиск товаров',
    filters: 'Фильтры',
    sortLabel: 'Сортировка',
    sorts: [
      'Рекомендуемые',
      'Цена: по возрастанию',
      'Цена: по убыванию',
      'Название: А–Я',
      'Название: Я–А',
      'Больше всего в наличии',
      'Меньше всего в наличии',
    ],
    items: { one: '{shown} товар', few: '{shown} товара', other: '{shown} товаров' },
    raffle: 'Дроп · розыгрыш',
  },
} as const;

/** Cards painted: the desktop grid's first row, the phone's first two (product-results.tsx). */
export const CATALOG_FIRST_CARDS = 4;

/** components/ui/store-icons.tsx `SearchIcon` / `FilterIcon` at the Icon's default size. */
const icon = (paths: string, className?: string) =>
  `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"${className ? ` class="${className}"` : ''}>${paths}</svg>`;
const SEARCH_ICON = icon(
  '<circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path>',
  'search-field__icon',
);
const FILTER_ICON = icon('<path d="M4 6h16M7 12h10M10 18h4"></path>');

/** The app's default sort, `featured`: most stock first, the list's order among equals. */
export function firstCards(products: readonly Product[]): Product[] {
  return [...products].sort((a, b) => b.stock - a.stock).slice(0, CATALOG_FIRST_CARDS);
}

/** "12 items" / "12 товаров", as `catalog_items` spells it in the page's language. */
export function itemCount(count: number, locale: Locale): string {
  const tag = locale === 'ru' ? 'ru-RU' : 'en-US';
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } =
    CATALOG_FIRST_PAINT_TEXT[locale].items;
  const form = forms[new Intl.PluralRules(tag).select(count)] ?? forms.other;
  return form.replace('{shown}', new Intl.NumberFormat(tag).format(count));
}

/** One card as `ProductCard` renders it (eager image, h2 title, no admin actions). */
function card(product: Product, locale: Locale, nowMs: number, first: boolean): string {
  const [image] = product.images;
  const tags = displayTags(product.tags);
  // The first card's image is the page's largest content: it loads first (product-results.tsx).
  const priority = first ? ' fetchpriority="high"' : '';
  const media = image
    ? `<img src="${escapeHtml(image)}" alt="" width="400" height="400" loading="eager"${priority} decoding="async" />`
    : '<span class="product-card__placeholder" aria-hidden="true"></span>';
  // An upcoming drop's badge is never painted (catalogFirstPaint answers no block then).
  const raffle =
    product.raffle === true && !beforeRelease(product, nowMs)
      ? `<span class="badge badge--drop">${escapeHtml(CATALOG_FIRST_PAINT_TEXT[locale].raffle)}</span>`
      : '';
  return [
    '<li><article class="product-card">',
    `<div class="product-card__media">${media}</div>`,
    '<div class="product-card__body">',
    `<h2 class="product-card__title"><span class="product-card__link">${escapeHtml(localTitle(product, locale))}</span></h2>`,
    tags.length > 0 ? `<p class="product-card__tags">${escapeHtml(tags.join(' • '))}</p>` : '',
    '<div class="product-card__meta">',
    `<span class="product-card__price">${escapeHtml(formatPrice(product.price, locale))}</span>`,
    stockBadge(product.stock, locale),
    raffle,
    '</div>',
    '</div>',
    '</article></li>',
  ].join('');
}

/** The toolbar as it first shows (no filter active, the panel closed), inert. */
function toolbar(count: number, locale: Locale): string {
  const text = CATALOG_FIRST_PAINT_TEXT[locale];
  return [
    '<div class="catalog-toolbar"><div class="catalog-toolbar__row">',
    `<div class="search-field">${SEARCH_ICON}<input class="input search-field__input" type="search" placeholder="${escapeHtml(text.search)}" disabled /></div>`,
    `<span class="button button--ghost catalog-toolbar__filters">${FILTER_ICON}${escapeHtml(text.filters)}</span>`,
    `<div class="sort-field"><span class="sort-field__label">${escapeHtml(text.sortLabel)}</span>`,
    `<select class="select" disabled>${text.sorts.map((label) => `<option>${escapeHtml(label)}</option>`).join('')}</select></div>`,
    '</div>',
    `<p class="catalog-toolbar__count">${escapeHtml(itemCount(count, locale))}</p>`,
    '</div>',
  ].join('');
}

/**
 * The catalogue's first screen in `locale` for the unfiltered list `products`: the header, the
 * toolbar and the first cards in the default order. `undefined` (the page keeps its loader)
 * when the list is empty (the app shows its empty state) or a first card is an upcoming drop
 * (its badge shows the release in the shopper's own time, which the server does not know).
 */
export function catalogFirstPaint(
  products: readonly Product[],
  locale: Locale = 'en',
  nowMs = Date.now(),
): string | undefined {
  const cards = firstCards(products);
  if (cards.length === 0 || cards.some((product) => beforeRelease(product, nowMs))) {
    return undefined;
  }
  const text = CATALOG_FIRST_PAINT_TEXT[locale];
  return [
    '<section class="catalog glass page" aria-hidden="true">',
    `<header class="page-header"><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.intro)}</p></header>`,
    toolbar(products.length, locale),
    '<div class="product-results"><ul class="product-grid">',
    cards.map((product, index) => card(product, locale, nowMs, index === 0)).join(''),
    '</ul></div>',
    '</section>',
  ].join('');
}
