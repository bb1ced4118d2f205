import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { productDescription, productTitle } from './product-text';

afterEach(() => setPageLocale('en'));

const robot = {
  title: 'Robot',
  description: 'A metal robot.',
  titleRu: 'Робот',
  descriptionRu: 'Металлический робот.',
};

describe('product text per page language', () => {
  it('when the page is English, then the default title and description show', () => {
    expect(productTitle(robot)).toBe('Robot');
    expect(productDescription(robot)).toBe('A metal robot.');
  });

  it('when the page is Russian and the Russian text is filled, then it shows', () => {
    setPageLocale('ru');
    expect(productTitle(robot)).toBe('Робот');
    expect(productDescription(robot)).toBe('Металлический робот.');
  });

  it('when the page is Russian and a product has no Russian text (or blank), then the default shows', () => {
    setPageLocale('ru');
    expect(productTitle({ title: 'Robot' })).toBe('Robot');
    expect(productDescription({ description: 'A metal robot.' })).toBe('A metal robot.');
    expect(productTitle({ title: 'Robot', titleRu: '  ' })).toBe('Robot');
    expect(productDescription({ description: 'A metal robot.', descriptionRu: '' })).toBe(
      'A metal robot.',
    );
  });
});
