import { orderNumberOf, type Order, type OrderStatus } from '../../contract/order';
import { STORE_NAME, trackingLookupUrl } from '../../contract/storefront';
import { toCents, toDollars } from '../../core/money';
import type { MailMessage } from './mail-document';
import { htmlOf, money, oneLine, textOf, type Block } from './mail-layout';

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
}

/** The statuses a customer is told about. */
export const MAILED_STATUSES = [
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type MailedStatus = (typeof MAILED_STATUSES)[number];

const numberOf = (facts: OrderMailFacts) => `#${orderNumberOf(facts.orderId)}`;

/**
 * Where the customer sees the order: an account's order page, or for a guest the "Find my
 * order" form with the number filled in (the e-mail is typed there, never put in a URL).
 */
export function orderLink(facts: OrderMailFacts): Block {
  if (facts.account) {
    return {
      link: {
        label: 'View your order',
        url: `${facts.origin}/order/${encodeURIComponent(facts.orderId)}`,
      },
    };
  }
  const number = encodeURIComponent(orderNumberOf(facts.orderId));
  return { link: { label: 'Find your order', url: `${facts.origin}/tracking?order=${number}` } };
}

const greeting = (facts: OrderMailFacts): Block => {
  const name = oneLine(facts.order.shippingData.fullName);
  return { paragraph: name ? `Hello ${name},` : 'Hello,' };
};

function message(subject: string, blocks: readonly Block[]): MailMessage {
  return { subject, text: textOf(blocks), html: htmlOf(subject, blocks) };
}

/** Order placed: the items, the totals, where it ships (city and country only) and the link. */
export function orderPlacedMessage(facts: OrderMailFacts): MailMessage {
  const { order } = facts;
  const number = numberOf(facts);
  const items = order.items.map(
    (item) =>
      [
        `${oneLine(item.title)} × ${String(item.qty)}`,
        money(toDollars(toCents(item.price) * item.qty)),
      ] as const,
  );
  const totals: [string, string][] = [
    ['Subtotal', money(order.subtotal)],
    ['Shipping', money(order.shipping)],
    ['Tax', money(order.tax)],
  ];
  if (order.discount > 0) {
    const coupon = order.coupon ? ` (${oneLine(order.coupon)})` : '';
    totals.push([`Coupon discount${coupon}`, `-${money(order.discount)}`]);
  }
  if (order.bonusDiscount > 0) totals.push(['Bonuses', `-${money(order.bonusDiscount)}`]);
  totals.push(['Total', money(order.total)]);
  const place = [order.shippingData.city, order.shippingData.country]
    .map(oneLine)
    .filter((part) => part !== '')
    .join(', ');
  const blocks: Block[] = [
    greeting(facts),
    {
      paragraph: `Thank you for your order ${number}. We have received it and will let you know when it ships.`,
    },
    { rows: items },
    { rows: totals },
  ];
  if (place) blocks.push({ paragraph: `Ships to: ${place}` });
  if (!facts.account) {
    blocks.push({
      paragraph: `To see your order again, enter its number ${number} and this e-mail address at:`,
    });
  }
  blocks.push(orderLink(facts));
  return message(`${STORE_NAME}: order ${number} received`, blocks);
}

/** A tracking number saved on the order: the code and the portal's page for it. */
export function orderTrackingMessage(facts: OrderMailFacts, code: string): MailMessage {
  const number = numberOf(facts);
  const blocks: Block[] = [
    greeting(facts),
    { paragraph: `Your order ${number} has a tracking number: ${oneLine(code)}` },
    { link: { label: 'Track your parcel', url: trackingLookupUrl(code) } },
    orderLink(facts),
  ];
  return message(`${STORE_NAME}: tracking number for order ${number}`, blocks);
}

const STATUS_NOTES: Record<MailedStatus, { subject: string; note: string }> = {
  shipped: { subject: 'has shipped', note: 'is on its way.' },
  delivered: { subject: 'was delivered', note: 'has been delivered. We hope you enjoy it!' },
  cancelled: {
    subject: 'was cancelled',
    note: 'has been cancelled. If you did not expect this, please contact our support.',
  },
};

/** The order shipped, was delivered or was cancelled: a short note and the link. */
export function orderStatusMessage(facts: OrderMailFacts, status: MailedStatus): MailMessage {
  const number = numberOf(facts);
  const { subject, note } = STATUS_NOTES[status];
  const blocks: Block[] = [
    greeting(facts),
    { paragraph: `Your order ${number} ${note}` },
    orderLink(facts),
  ];
  return message(`${STORE_NAME}: order ${number} ${subject}`, blocks);
}
