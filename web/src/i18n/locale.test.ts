import { afterEach, describe, expect, it } from 'vitest';
import { m } from '@/i18n/messages';
import {
  localHref,
  localeOfPath,
  routerBasename,
  routerPath,
  setPageLocale,
  twinHref,
} from './locale';

afterEach(() => setPageLocale('en'));

describe('localeOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/catalog', 'en'],
    ['/rules', 'en'],
    ['/russia', 'en'],
    ['/ru', 'ru'],
    ['/ru/', 'ru'],
    ['/ru/p/robot', 'ru'],
  ])('when the path is %s, then the page is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});

describe('routerPath', () => {
  it('when a Russian path is read, then the router sees it without the prefix', () => {
    expect(routerPath('/ru')).toBe('/');
    expect(routerPath('/ru/')).toBe('/');
    expect(routerPath('/ru/catalog')).toBe('/catalog');
    expect(routerPath('/rules')).toBe('/rules');
  });
});

describe('twinHref', () => {
  it('when a page has a query and a fragment, then its twin keeps both', () => {
    expect(twinHref('ru', '/catalog', '?q=robot', '#grid')).toBe('/ru/catalog?q=robot#grid');
    expect(twinHref('en', '/catalog', '?q=robot')).toBe('/catalog?q=robot');
  });

  it('when the page is home, then the Russian twin is /ru and the English one /', () => {
    expect(twinHref('ru', '/')).toBe('/ru');
    expect(twinHref('ru', '')).toBe('/ru');
    expect(twinHref('en', '/')).toBe('/');
  });
});

describe('the page language', () => {
  it('when the page is Russian, then links and the router follow it', () => {
    setPageLocale('ru');
    expect(routerBasename()).toBe('/ru');
    expect(localHref('/catalog')).toBe('/ru/catalog');
    expect(m.shell_language_link()).toBe('English');
  });

  it('when the page is English, then nothing is prefixed', () => {
    expect(routerBasename()).toBe('');
    expect(localHref('/catalog')).toBe('/catalog');
    expect(m.shell_language_link()).toBe('Русский');
  });
});
