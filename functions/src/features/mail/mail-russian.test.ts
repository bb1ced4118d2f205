import { describe, expect, it } from 'vitest';
import { confirmOrderLink } from '../../contract/order-confirmation';
import { stockAlertConfirmLink } from '../../contract/stock-alert';
import { sampleShippingData } from '../../testing/shipping-data';
import { mailDocument } from './mail-document';
import { orderConfirmationMessage } from './order-confirmation-message';
import {
  orderPlacedMessage,
  orderStatusMessage,
  orderTrackingMessage,
  type OrderMailFacts,
} from './order-mail-messages';
import { raffleNotServedMessage, raffleWinMessage } from './raffle-mail-message';
import { restockMessage } from './restock-mail-message';
import { stockAlertConfirmationMessage } from './stock-alert-confirmation-message';

const ORIGIN = 'https://toys.example.com';
const TOKEN = 'a'.repeat(43);

const orderFacts = (over: Partial<OrderMailFacts> = {}): OrderMailFacts => ({
  orderId: 'abc123XYZ',
  account: false,
  origin: ORIGIN,
  locale: 'ru',
  order: {
    items: [{ id: 'p1', title: 'Robot', price: 1234.5, qty: 2, image: '/r.svg' }],
    subtotal: 2469,
    shipping: 10,
    tax: 0,
    discount: 5,
    bonusDiscount: 0,
    coupon: 'SAVE5',
    total: 2474,
    shippingData: sampleShippingData({ fullName: 'Анна', city: 'Рига', country: 'Латвия' }),
  },
  ...over,
});

/** Russian text, and none of the English words every English mail has. */
const expectRussian = (message: { subject: string; text: string; html: string }) => {
  expect(message.text).toContain('Здравствуйте');
  expect(message.text).toContain('Спасибо, что выбираете Toy Store.');
  expect(message.html).toContain('<html lang="ru">');
  for (const part of [message.subject, message.text]) {
    expect(part).not.toMatch(/Hello|Thank you|Your |Order |order #/);
  }
};

describe('e-mails in Russian', () => {
  it('when a Russian order is placed, then the mail is Russian, prices in dollars the Russian way, links to /ru', () => {
    const message = orderPlacedMessage(orderFacts());
    expectRussian(message);
    expect(message.subject).toBe('Toy Store: заказ #ABC123 получен');
    expect(message.text).toContain('Здравствуйте, Анна!');
    // Intl's ru-RU: no-break spaces group thousands and set off the sign; a comma marks cents.
    expect(message.text).toContain('Robot × 2: 2\u00a0469,00\u00a0$');
    expect(message.text).toContain('Скидка по купону (SAVE5): -5,00\u00a0$');
    expect(message.text).toContain('Место доставки: Рига, Латвия');
    expect(message.text).toContain(`${ORIGIN}/ru/tracking?order=ABC123`);
  });

  it('when a Russian account order changes, then tracking and status mails are Russian with /ru/order links', () => {
    const facts = orderFacts({ account: true });
    const tracking = orderTrackingMessage(facts, 'LP123');
    expectRussian(tracking);
    expect(tracking.text).toContain('трек-номер: LP123');
    expect(tracking.text).toContain(`${ORIGIN}/ru/order/abc123XYZ`);
    const subjects = (['shipped', 'delivered', 'cancelled'] as const).map((status) => {
      const message = orderStatusMessage(facts, status);
      expectRussian(message);
      return message.subject;
    });
    expect(subjects).toEqual([
      'Toy Store: заказ #ABC123 отправлен',
      'Toy Store: заказ #ABC123 доставлен',
      'Toy Store: заказ #ABC123 отменён',
    ]);
  });

  it('when a Russian order awaits confirmation, then the link opens /ru/confirm-order and minutes agree in number', () => {
    const link = confirmOrderLink(ORIGIN, TOKEN, 'ru');
    expect(link).toBe(`${ORIGIN}/ru/confirm-order#token=${TOKEN}`);
    const message = orderConfirmationMessage({
      orderId: 'abc123XYZ',
      items: [{ title: 'Robot', qty: 1 }],
      holdMinutes: 30,
      link,
      locale: 'ru',
    });
    expectRussian(message);
    expect(message.subject).toBe('Toy Store: подтвердите заказ #ABC123');
    expect(message.text).toContain('в течение 30 минут:');
    expect(message.text).toContain(`Подтвердить заказ: ${link}`);
    const oneMinute = orderConfirmationMessage({
      orderId: 'abc123XYZ',
      items: [],
      holdMinutes: 21,
      link,
      locale: 'ru',
    });
    expect(oneMinute.text).toContain('в течение 21 минуты:');
  });

  it('when a Russian back-in-stock request is made or served, then its mails are Russian with /ru links', () => {
    const link = stockAlertConfirmLink(ORIGIN, TOKEN, 'ru');
    expect(link).toBe(`${ORIGIN}/ru/notify-me/confirm#token=${TOKEN}`);
    const confirm = stockAlertConfirmationMessage({
      title: 'Owl',
      link,
      validHours: 48,
      locale: 'ru',
    });
    expectRussian(confirm);
    expect(confirm.text).toContain('в течение 48 часов');
    const restock = restockMessage({ title: 'Owl', slug: 'owl', origin: ORIGIN, locale: 'ru' });
    expectRussian(restock);
    expect(restock.subject).toBe('Toy Store: Owl снова в продаже');
    expect(restock.html).toContain(`href="${ORIGIN}/ru/p/owl"`);
  });

  it('when a Russian raffle entry wins or is not served, then the mails are Russian with the date in Russian', () => {
    const facts = {
      title: 'Owl',
      slug: 'owl',
      origin: ORIGIN,
      entryId: 'e1',
      locale: 'ru' as const,
    };
    const win = raffleWinMessage({ ...facts, checkoutBy: new Date(Date.UTC(2026, 11, 1, 18, 30)) });
    expectRussian(win);
    expect(win.text).toContain('Оформите заказ до: 1 декабря 2026 г. в 18:30 (UTC)');
    expect(win.text).toContain(`${ORIGIN}/ru/p/owl`);
    const notServed = raffleNotServedMessage(facts);
    expectRussian(notServed);
    expect(notServed.text).toContain('Заявка: e1');
  });

  it('when no language is given, then the mails are English and link to the English pages', () => {
    const message = orderPlacedMessage(orderFacts({ locale: undefined }));
    expect(message.subject).toBe('Toy Store: order #ABC123 received');
    expect(message.html).toContain('<!doctype html><html><head>');
    expect(message.text).toContain(`${ORIGIN}/tracking?order=ABC123`);
    expect(restockMessage({ title: 'Owl', slug: 'owl', origin: ORIGIN }).text).toContain(
      `${ORIGIN}/p/owl`,
    );
  });

  it('when a mail document is written in Russian, then it says so', () => {
    const message = restockMessage({ title: 'Owl', slug: 'owl', origin: ORIGIN, locale: 'ru' });
    const mail = mailDocument({
      to: 'ann@example.com',
      message,
      kind: 'restock',
      uid: null,
      productId: 'p1',
      language: 'ru',
    });
    expect(mail.language).toBe('ru');
  });

  it('when a product has a Russian title, then the Russian mails naming it use it, and the English ones and a blank one fall back', () => {
    const owl = { title: 'Owl', titleRu: 'Сова', slug: 'owl', origin: ORIGIN };
    const raffle = { ...owl, entryId: 'e1', locale: 'ru' as const };
    const checkoutBy = new Date(Date.UTC(2026, 11, 1, 18, 30));
    const link = stockAlertConfirmLink(ORIGIN, TOKEN, 'ru');
    const russian = [
      restockMessage({ ...owl, locale: 'ru' }),
      raffleWinMessage({ ...raffle, checkoutBy }),
      raffleNotServedMessage(raffle),
      stockAlertConfirmationMessage({ ...owl, link, validHours: 48, locale: 'ru' }),
    ];
    for (const message of russian) {
      expect(message.subject).toContain('Сова');
      expect(message.text).not.toContain('Owl');
    }
    expect(restockMessage({ ...owl, locale: 'ru' }).subject).toBe(
      'Toy Store: Сова снова в продаже',
    );
    expect(restockMessage({ ...owl, titleRu: '  ', locale: 'ru' }).subject).toBe(
      'Toy Store: Owl снова в продаже',
    );
    expect(restockMessage(owl).subject).toBe('Toy Store: Owl is back in stock');
    expect(raffleNotServedMessage({ ...raffle, locale: 'en' }).subject).toBe(
      'Toy Store: the Owl raffle, not this time',
    );
  });
});
