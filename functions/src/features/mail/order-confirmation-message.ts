import { orderNumberOf } from '../../contract/order';
import { STORE_NAME } from '../../contract/storefront';
import type { MailMessage } from './mail-document';
import { htmlOf, oneLine, textOf, type Block } from './mail-layout';

/**
 * What the confirmation e-mail of an unconfirmed order is built from (issue 21). Anyone can
 * type any address into the checkout, so this mail carries nothing the buyer typed: no name,
 * address or notes, only the store's own product titles, the quantities, the order number and
 * the link.
 */
export interface OrderConfirmationFacts {
  orderId: string;
  /** The order's lines as the server priced them: titles come from the product documents. */
  items: readonly { title: string; qty: number }[];
  /** How long the link works; the order is cancelled if it is not confirmed by then. */
  holdMinutes: number;
  /** The absolute confirmation link (`confirmOrderLink`). */
  link: string;
}

export function orderConfirmationMessage(facts: OrderConfirmationFacts): MailMessage {
  const number = `#${orderNumberOf(facts.orderId)}`;
  const minutes = `${String(facts.holdMinutes)} minute${facts.holdMinutes === 1 ? '' : 's'}`;
  const items = facts.items.map((item) => [oneLine(item.title), `× ${String(item.qty)}`] as const);
  const blocks: Block[] = [
    { paragraph: 'Hello,' },
    {
      paragraph: `An order ${number} was placed at ${STORE_NAME} with this e-mail address. Please confirm it within ${minutes}: until then we hold its items for a short time only, and an order that is not confirmed in time is cancelled.`,
    },
    { rows: items },
    { link: { label: 'Confirm order', url: facts.link } },
    {
      paragraph:
        'The link opens our store, where one more click on "Confirm order" confirms it. If you did not place this order, ignore this e-mail: nothing more will be sent.',
    },
  ];
  const subject = `${STORE_NAME}: please confirm order ${number}`;
  return { subject, text: textOf(blocks), html: htmlOf(subject, blocks) };
}
