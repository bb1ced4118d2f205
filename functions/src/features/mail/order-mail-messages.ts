import { DEFAULT_LOCALE, type Locale } from '../../contract/locale';
import { orderNumberOf, type Order } from '../../contract/order';
import { trackingLookupUrl } from '../../contract/storefront';
import { toCents, toDollars } from '../../core/money';
import type { MailMessage } from './mail-document';
import { messageOf, money, oneLine, pageUrl, type Block } from './mail-layout';
import { ORDER_MAIL_TEXTS, type MailedStatus, type OrderMailTexts } from './order-mail-texts';

export { MAILED_STATUSES, type MailedStatus } from './order-mail-texts';

/** What an order e-mail is built from. Only delivery-worthy fields of the order are read. */
export interface OrderMailFacts {
  orderId: string;
  order: Pick<
    Order,
    | 'items'
    | 'subtotal'
    | 'shipping'
    | 'tax'
    | 'discount'
    | 'bonusDiscount'
    | 'coupon'
    | 'total'
    | 'shippingData'
  >;
  /** Placed by a signed-in account (it has an order page); else a guest (it has the lookup). */
  account: boolean;
  /** The store's public origin (`SITE_ORIGIN`): every link is absolute. */
  origin: string;
  /** The language the order was placed in (issue 25); English when not given. */
  locale?: Locale;
}

const numberOf = (facts: OrderMailFacts) => `#${orderNumberOf(facts.orderId)}`;
const localeOf = (facts: OrderMailFacts): Locale => facts.locale ?? DEFAULT_LOCALE;
const textsOf = (facts: OrderMailFacts): OrderMailTexts => ORDER_MAIL_TEXTS[localeOf(facts)];

/**
 * Where the customer sees the order, in the order's language: an account's order page, or for
 * a guest the "Find my order" form with the number filled in (the e-mail is typed there, never
 * put in a URL).
 */
export function orderLink(facts: OrderMailFacts): Block {
  const texts = textsOf(facts);
  const url = (path: string) => pageUrl(facts.origin, localeOf(facts), path);
  if (facts.account) {
    return {
      link: {
        label: texts.viewOrder,
        url: url(`/order/${encodeURIComponent(facts.orderId)}`),
      },
    };
  }
  const number = encodeURIComponent(orderNumberOf(facts.orderId));
  return { link: { label: texts.findOrder, url: url(`/tracking?order=${number}`) } };
}

const greeting = (facts: OrderMailFacts): Block => ({
  paragraph: textsOf(facts).greeting(oneLine(facts.order.shippingData.fullName)),
});

/** Order placed: the items, the totals, where it ships (city and country only) and the link. */
export function orderPlacedMessage(facts: OrderMailFacts): MailMessage {
  const { order } = facts;
  const locale = localeOf(facts);
  const texts = textsOf(facts);
  const price = (dollars: number) => money(dollars, locale);
  const number = numberOf(facts);
  const items = order.items.map(
    (item) =>
      [
        `${oneLine(item.title)} × ${String(item.qty)}`,
        price(toDollars(toCents(item.price) * item.qty)),
      ] as const,
  );
  const totals: [string, string][] = [
    [texts.subtotal, price(order.subtotal)],
    [texts.shipping, price(order.shipping)],
    [texts.tax, price(order.tax)],
  ];
  if (order.discount > 0) {
    const coupon = order.coupon ? oneLine(order.coupon) : '';
    totals.push([texts.couponDiscount(coupon), `-${price(order.discount)}`]);
  }
  if (order.bonusDiscount > 0) totals.push([texts.bonuses, `-${price(order.bonusDiscount)}`]);
  totals.push([texts.total, price(order.total)]);
  const place = [order.shippingData.city, order.shippingData.country]
    .map(oneLine)
    .filter((part) => part !== '')
    .join(', ');
  const blocks: Block[] = [
    greeting(facts),
    { paragraph: texts.placed(number) },
    { rows: items },
    { rows: totals },
  ];
  if (place) blocks.push({ paragraph: texts.shipsTo(place) });
  if (!facts.account) blocks.push({ paragraph: texts.guestHint(number) });
  blocks.push(orderLink(facts));
  return messageOf(texts.placedSubject(number), blocks, locale);
}

/** A tracking number saved on the order: the code and the portal's page for it. */
export function orderTrackingMessage(facts: OrderMailFacts, code: string): MailMessage {
  const texts = textsOf(facts);
  const number = numberOf(facts);
  const blocks: Block[] = [
    greeting(facts),
    { paragraph: texts.tracking(number, oneLine(code)) },
    { link: { label: texts.trackParcel, url: trackingLookupUrl(code) } },
    orderLink(facts),
  ];
  return messageOf(texts.trackingSubject(number), blocks, localeOf(facts));
}

/** The order shipped, was delivered or was cancelled: a short note and the link. */
export function orderStatusMessage(facts: OrderMailFacts, status: MailedStatus): MailMessage {
  const number = numberOf(facts);
  const { subject, note } = textsOf(facts).status[status];
  const blocks: Block[] = [greeting(facts), { paragraph: note(number) }, orderLink(facts)];
  return messageOf(subject(number), blocks, localeOf(facts));
}
