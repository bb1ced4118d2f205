import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { makeProduct } from '@/testing/make-product';
import { answerJson, renderRoute } from '@/testing/render-with-providers';
import { sortAttributes } from '@/testing/sort-attributes';
import { productFirstPaint } from '../../../../../functions/src/features/pages/first-paint';
import { ProductPage } from './product-page';

/**
 * The app's product page top as the server's first paint writes it (functions/src/features/
 * pages/first-paint.ts): hidden, no ids or references, its links and buttons as spans with only
 * their classes, and the details up to the price (what follows appears below it).
 */
function asFirstPaint(article: Element): string {
  const copy = article.cloneNode(true) as Element;
  copy.removeAttribute('aria-labelledby');
  copy.setAttribute('aria-hidden', 'true');
  for (const element of copy.querySelectorAll('[id], [aria-label]')) {
    element.removeAttribute('id');
    element.removeAttribute('aria-label');
  }
  for (const control of copy.querySelectorAll('a, button')) {
    const span = document.createElement('span');
    span.className = control.className;
    span.append(...control.childNodes);
    control.replaceWith(span);
  }
  const price = copy.querySelector('.product__price');
  while (price?.nextElementSibling) price.nextElementSibling.remove();
  return sortAttributes(copy);
}

function staticTop(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const article = holder.firstElementChild;
  if (!article) throw new Error('The first paint is empty');
  return article;
}

describe('the product page’s static first paint (server-filled /p/{slug})', () => {
  it.each(['en', 'ru'] as const)(
    'when the %s product page renders, then its top is the static one, element for element',
    async (locale) => {
      setPageLocale(locale);
      try {
        const item = makeProduct({
          slug: 'moon-rabbit',
          title: 'Moon "rabbit" <1>',
          titleRu: 'Лунный кролик',
          price: 1234.5,
          stock: 2,
          tags: ['Plush', ' Moon '],
          images: ['/img/seed/a.svg', '/img/seed/b.svg'],
          description: 'Soft.',
          specs: { Height: '12 cm' },
        });
        vi.stubGlobal('fetch', answerJson({ item }));
        const { container } = renderRoute(<ProductPage />, {
          path: '/p/moon-rabbit',
          pattern: '/p/:slug',
        });
        await screen.findByRole('heading', { level: 1 });
        const article = container.querySelector('article.product');
        if (!article) throw new Error('The product page has no article');
        expect(asFirstPaint(article)).toBe(
          sortAttributes(staticTop(productFirstPaint(item, locale))),
        );
      } finally {
        setPageLocale('en');
      }
    },
  );
});
