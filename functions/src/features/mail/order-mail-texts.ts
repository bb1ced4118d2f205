import type { Locale } from '../../contract/locale';
import type { OrderStatus } from '../../contract/order';
import { STORE_NAME } from '../../contract/storefront';

/** The statuses a customer is told about. */
export const MAILED_STATUSES = [
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type MailedStatus = (typeof MAILED_STATUSES)[number];

/**
 * Every word of the order e-mails (order-mail-messages.ts) in one language. A `Record<Locale, …>`
 * below: a language without one of these texts does not compile.
 */
export interface OrderMailTexts {
  greeting: (name: string) => string;
  viewOrder: string;
  findOrder: string;
  placedSubject: (number: string) => string;
  placed: (number: string) => string;
  subtotal: string;
  shipping: string;
  tax: string;
  couponDiscount: (coupon: string) => string;
  bonuses: string;
  total: string;
  shipsTo: (place: string) => string;
  guestHint: (number: string) => string;
  trackingSubject: (number: string) => string;
  tracking: (number: string, code: string) => string;
  trackParcel: string;
  status: Record<
    MailedStatus,
    { subject: (number: string) => string; note: (number: string) => string }
  >;
}

export const ORDER_MAIL_TEXTS: Record<Locale, OrderMailTexts> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    viewOrder: 'View your order',
    findOrder: 'Find your order',
    placedSubject: (number) => `${STORE_NAME}: order ${number} received`,
    placed: (number) =>
      `Thank you for your order ${number}. We have received it and will let you know when it ships.`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    tax: 'Tax',
    couponDiscount: (coupon) => `Coupon discount${coupon ? ` (${coupon})` : ''}`,
    bonuses: 'Bonuses',
    total: 'Total',
    shipsTo: (place) => `Ships to: ${place}`,
    guestHint: (number) =>
      `To see your order again, enter its number ${number} and this e-mail address at:`,
    trackingSubject: (number) => `${STORE_NAME}: tracking number for order ${number}`,
    tracking: (number, code) => `Your order ${number} has a tracking number: ${code}`,
    trackParcel: 'Track your parcel',
    status: {
      shipped: {
        subject: (number) => `${STORE_NAME}: order ${number} has shipped`,
        note: (number) => `Your order ${number} is on its way.`,
      },
      delivered: {
        subject: (number) => `${STORE_NAME}: order ${number} was delivered`,
        note: (number) => `Your order ${number} has been delivered. We hope you enjoy it!`,
      },
      cancelled: {
        subject: (number) => `${STORE_NAME}: order ${number} was cancelled`,
        note: (number) =>
          `Your order ${number} has been cancelled. If you did not expect this, please contact our support.`,
      },
    },
  },
  ru: {
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    viewOrder: 'Посмотреть заказ',
    findOrder: 'Найти заказ',
    placedSubject: (number) => `${STORE_NAME}: заказ ${number} получен`,
    placed: (number) =>
      `Спасибо за заказ ${number}. Мы получили его и сообщим вам, когда он будет отправлен.`,
    subtotal: 'Сумма товаров',
    shipping: 'Доставка',
    tax: 'Налог',
    couponDiscount: (coupon) => `Скидка по купону${coupon ? ` (${coupon})` : ''}`,
    bonuses: 'Бонусы',
    total: 'Итого',
    shipsTo: (place) => `Место доставки: ${place}`,
    guestHint: (number) =>
      `Чтобы снова посмотреть заказ, введите его номер ${number} и этот адрес электронной почты на странице:`,
    trackingSubject: (number) => `${STORE_NAME}: трек-номер заказа ${number}`,
    tracking: (number, code) => `У вашего заказа ${number} появился трек-номер: ${code}`,
    trackParcel: 'Отследить посылку',
    status: {
      shipped: {
        subject: (number) => `${STORE_NAME}: заказ ${number} отправлен`,
        note: (number) => `Ваш заказ ${number} отправлен и уже в пути.`,
      },
      delivered: {
        subject: (number) => `${STORE_NAME}: заказ ${number} доставлен`,
        note: (number) => `Ваш заказ ${number} доставлен. Надеемся, он вам понравится!`,
      },
      cancelled: {
        subject: (number) => `${STORE_NAME}: заказ ${number} отменён`,
        note: (number) =>
          `Ваш заказ ${number} отменён. Если вы этого не ожидали, пожалуйста, напишите в нашу службу поддержки.`,
      },
    },
  },
};
