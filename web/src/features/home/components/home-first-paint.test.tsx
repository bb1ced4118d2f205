import { describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { renderRoute } from '@/testing/render-with-providers';
import { routeFetch } from '@/testing/route-fetch';
import { heroHtml } from '../../../../build/home-first-paint';
import { HomePage } from './home-page';

/**
 * The app's hero as the static first paint writes it: no ids or references, its links as
 * spans with only their classes, and without the drawing (absolutely placed: it moves nothing).
 */
function asFirstPaint(hero: Element): string {
  const copy = hero.cloneNode(true) as Element;
  copy.removeAttribute('aria-labelledby');
  copy.querySelector('.hero__title')?.removeAttribute('id');
  copy.querySelector('.hero__art')?.remove();
  for (const link of copy.querySelectorAll('a')) {
    const span = document.createElement('span');
    span.className = link.className;
    span.append(...link.childNodes);
    link.replaceWith(span);
  }
  return copy.outerHTML;
}

function staticHero(locale: 'en' | 'ru'): Element {
  const holder = document.createElement('div');
  holder.innerHTML = heroHtml(locale);
  const hero = holder.querySelector('.home > section.hero');
  if (!hero) throw new Error('The first paint has no hero');
  return hero;
}

describe('the home page’s static first paint (index.html)', () => {
  it.each(['en', 'ru'] as const)(
    'when the %s home page renders, then its hero is the static one, element for element',
    (locale) => {
      setPageLocale(locale);
      try {
        routeFetch({
          'GET /api/stats': () => ({ visitors: 1, community: 1, shipped: 1, today: 1 }),
          'GET /api/gallery': () => ({ items: [] }),
        });
        const { container } = renderRoute(<HomePage />);
        const hero = container.querySelector('.home > section.hero');
        if (!hero) throw new Error('The home page has no hero');
        expect(asFirstPaint(hero)).toBe(staticHero(locale).outerHTML);
      } finally {
        setPageLocale('en');
      }
    },
  );

  it('when the page is Russian, then the static hero reads Russian', () => {
    const hero = staticHero('ru');
    expect(hero.querySelector('h1')?.textContent).toBe(
      'Toy Store: маленькие сокровища для коллекционеров',
    );
    expect(hero.textContent).toContain('В каталог');
    expect(hero.querySelectorAll('a, button, input')).toHaveLength(0);
  });
});
