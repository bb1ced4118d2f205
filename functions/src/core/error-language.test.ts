import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appErrorMessages } from '../testing/app-error-messages';
import { hasRussian, localiseError } from './error-language';
import { RU_ERROR_TEXTS } from './error-texts-ru';

/**
 * Files only admins reach: their messages may stay English (the admin panel is English,
 * issue 25). Everything else a shopper can hit must have a Russian text.
 */
const ADMIN_ONLY = [
  /^features\/admin-[a-z-]+\//,
  /^features\/stats\/admin-stats\./,
  /^core\/admin-guard\.ts$/,
  /^core\/recent-sign-in\.ts$/,
  /^features\/products\/catalog-writes\.repository\.ts$/,
  /^features\/orders\/purchase-count-moves\.ts$/,
  /^contract\/admin[-.]/,
];

const root = join(__dirname, '..');

describe('localiseError', () => {
  it('when the language is English, then the text is exactly the English', () => {
    for (const message of Object.keys(RU_ERROR_TEXTS)) {
      expect(localiseError(message, 'en')).toBe(message);
    }
    expect(localiseError("'Robot' is out of stock", 'en')).toBe("'Robot' is out of stock");
  });

  it('when the language is Russian, then an exact text comes from the table', () => {
    expect(localiseError('Order not found', 'ru')).toBe('Заказ не найден');
    expect(localiseError('The cart is empty', 'ru')).toBe('Корзина пуста');
  });

  it('when a message has variable parts, then they are kept in the Russian', () => {
    expect(localiseError("Only 2 left of 'Space Robot'", 'ru')).toBe(
      'Осталось только 2 шт. товара «Space Robot»',
    );
    expect(localiseError("'Owl: plush' is limited to 1 per order", 'ru')).toBe(
      'Товар «Owl: plush» можно заказать не более 1 шт. в одном заказе',
    );
  });

  it('when a 400 names the field first, then the field stays and its message is Russian', () => {
    expect(localiseError('shippingData.fullName: Full name is required', 'ru')).toBe(
      'shippingData.fullName: Заполните поле «ФИО»',
    );
    expect(localiseError('shippingData.email: Please enter a valid email', 'ru')).toBe(
      'shippingData.email: Пожалуйста, введите корректный e-mail',
    );
    expect(localiseError('items: Too small: expected array to have >=1 items', 'ru')).toBe(
      'items: Слишком маленькое значение: expected array to have >=1 items',
    );
  });

  it('when the table has no text, then the English is answered', () => {
    expect(hasRussian('Something new happened')).toBe(false);
    expect(localiseError('Something new happened', 'ru')).toBe('Something new happened');
    expect(localiseError('x: Something new happened', 'ru')).toBe('x: Something new happened');
  });

  it("when a message is the name of an object's own property, then it is answered as it is", () => {
    expect(localiseError('constructor', 'ru')).toBe('constructor');
    expect(localiseError('toString', 'ru')).toBe('toString');
  });
});

describe('Russian error texts', () => {
  const found = appErrorMessages(root, (path) => ADMIN_ONLY.some((re) => re.test(path)));

  it('finds the messages the source throws, through constants and helpers', () => {
    const messages = found.map((f) => f.message);
    expect(messages).toContain('Order not found');
    expect(messages).toContain('This order is already confirmed.');
    expect(messages).toContain("Only 7 left of '7'");
    expect(messages).toContain('Too many orders, try again later');
    expect(messages).toContain('Please enter the e-mail used for the order');
    expect(messages).not.toContain('Unknown cursor: start again from the first page');
    expect(found.length).toBeGreaterThan(100);
  });

  it('when a shopper can get a message, then it has a Russian text', () => {
    const missing = found.filter((f) => !hasRussian(f.message)).map((f) => `${f.at}: ${f.message}`);
    expect(missing).toEqual([]);
  });
});
