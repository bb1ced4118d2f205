import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, requestLocale } from './accept-language';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['ru', 'ru'],
    ['RU-ru', 'ru'],
    ['de-DE, ru;q=0.5', 'ru'],
    ['en-US,en;q=0.9,ru;q=0.8', 'en'],
    ['en;q=0.4, ru;q=0.6', 'ru'],
    ['ru;q=0.3, en;q=0.7', 'en'],
    ['ru, en', 'ru'],
    ['en, ru', 'en'],
    ['ru;q=0, en;q=0.1', 'en'],
    ['ru;q=0', 'en'],
    ['*', 'en'],
    ['de, fr;q=0.5', 'en'],
    ['rus', 'en'],
    ['', 'en'],
  ] as const)('when the header is %j, then %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('when there is no header, then English', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });

  it('when a weight is malformed, then it counts as 1', () => {
    expect(localeFromAcceptLanguage('en;q=0.5, ru;q=abc')).toBe('ru');
  });
});

describe('requestLocale', () => {
  const req = (header?: string) => ({
    get: ((name: string) => (name === 'Accept-Language' ? header : undefined)) as never,
  });

  it('when the body names a language, then it wins over the header', () => {
    expect(requestLocale(req('ru'), 'en')).toBe('en');
    expect(requestLocale(req('en'), 'ru')).toBe('ru');
  });

  it('when the body names none, then the header decides', () => {
    expect(requestLocale(req('ru-RU,ru;q=0.9'))).toBe('ru');
    expect(requestLocale(req())).toBe('en');
  });
});
