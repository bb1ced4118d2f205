import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { makeProduct } from '@/testing/make-product';
import { answerJson, renderRoute } from '@/testing/render-with-providers';
import { sortAttributes } from '@/testing/sort-attributes';
import { catalogFirstPaint } from '../../../../../functions/src/features/pages/catalog-first-paint';
import { CatalogPage } from './catalog-page';

/** `element` with its children and attributes replaced by a span's (classes kept). */
function asSpan(element: Element) {
  const span = document.createElement('span');
  span.className = element.className;
  span.append(...element.childNodes);
  element.replaceWith(span);
}

/**
 * The app's catalogue as the server's first paint writes it (functions/src/features/pages/
 * catalog-first-paint.ts): hidden, no ids, labels or states; links, the Filters button and
 * the sort label as spans; the search field and sort select disabled and without values; the
 * filters panel (closed) and the search field's hidden label left out; the first 4 cards.
 */
function asFirstPaint(section: Element): string {
  const copy = section.cloneNode(true) as Element;
  copy.removeAttribute('aria-labelledby');
  copy.setAttribute('aria-hidden', 'true');
  copy.querySelector('.filters-panel')?.remove();
  copy.querySelector('.search-field .visually-hidden')?.remove();
  for (const element of copy.querySelectorAll('*')) {
    for (const name of ['id', 'aria-label', 'aria-expanded', 'aria-controls', 'role', 'for'])
      element.removeAttribute(name);
  }
  for (const control of copy.querySelectorAll('input, select')) {
    for (const name of ['autocomplete', 'enterkeyhint', 'value']) control.removeAttribute(name);
    control.setAttribute('disabled', '');
  }
  for (const option of copy.querySelectorAll('option')) {
    option.removeAttribute('value');
    option.removeAttribute('selected');
  }
  for (const control of copy.querySelectorAll('a, button, label')) asSpan(control);
  for (const item of copy.querySelectorAll('.product-grid > li:nth-child(n + 5)')) item.remove();
  copy.querySelector('.product-results__more')?.remove();
  return sortAttributes(copy);
}

function staticBlock(html: string | undefined): string {
  const holder = document.createElement('div');
  holder.innerHTML = html ?? '';
  const section = holder.firstElementChild;
  if (!section) throw new Error('The first paint is empty');
  for (const control of section.querySelectorAll('input, select')) {
    control.setAttribute('disabled', ''); // parsed `disabled` reads back as `disabled=""`
  }
  return sortAttributes(section);
}

describe('the catalogue’s static first paint (server-filled /catalog)', () => {
  it.each(['en', 'ru'] as const)(
    'when the %s catalogue renders, then its header, toolbar and first cards are the static ones',
    async (locale) => {
      setPageLocale(locale);
      try {
        const items = [
          makeProduct({ title: 'Few "left" <1>', titleRu: 'Мало', stock: 2, price: 1234.5 }),
          makeProduct({ title: 'Plenty', stock: 40, tags: ['Plush', ' Moon '], images: [] }),
          makeProduct({ title: 'Middle', stock: 8, tags: [' '] }),
          makeProduct({ title: 'Raffle', stock: 40, raffle: true }),
          makeProduct({ title: 'Fifth', stock: 1 }),
        ];
        vi.stubGlobal('fetch', answerJson({ items }));
        const { container } = renderRoute(<CatalogPage />, { path: '/catalog' });
        await screen.findAllByRole('article');
        const section = container.querySelector('section.catalog');
        if (!section) throw new Error('The catalogue has no section');
        expect(asFirstPaint(section)).toBe(staticBlock(catalogFirstPaint(items, locale)));
      } finally {
        setPageLocale('en');
      }
    },
  );
});
