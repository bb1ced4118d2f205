import { DEFAULT_LOCALE, type Locale } from '../../contract/locale';
import { orderNumberOf } from '../../contract/order';
import { STORE_NAME } from '../../contract/storefront';
import type { MailMessage } from './mail-document';
import { messageOf, oneLine, ruCount, type Block } from './mail-layout';

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
  /** The absolute confirmation link (`confirmOrderLink`, in the order's language). */
  link: string;
  /** The language the order was placed in (issue 25); English when not given. */
  locale?: Locale;
}

type Texts = (
  facts: OrderConfirmationFacts,
  number: string,
  items: Block,
) => { subject: string; blocks: Block[] };

const TEXTS: Record<Locale, Texts> = {
  en: (facts, number, items) => {
    const minutes = `${String(facts.holdMinutes)} minute${facts.holdMinutes === 1 ? '' : 's'}`;
    return {
      subject: `${STORE_NAME}: please confirm order ${number}`,
      blocks: [
        { paragraph: 'Hello,' },
        {
          paragraph: `An order ${number} was placed at ${STORE_NAME} with this e-mail address. Please confirm it within ${minutes}: until then we hold its items for a short time only, and an order that is not confirmed in time is cancelled.`,
        },
        items,
        { link: { label: 'Confirm order', url: facts.link } },
        {
          paragraph:
            'The link opens our store, where one more click on "Confirm order" confirms it. If you did not place this order, ignore this e-mail: nothing more will be sent.',
        },
      ],
    };
  },
  ru: (facts, number, items) => {
    const minutes = ruCount(facts.holdMinutes, 'минуты', 'минут', 'минут');
    return {
      subject: `${STORE_NAME}: подтвердите заказ ${number}`,
      blocks: [
        { paragraph: 'Здравствуйте!' },
        {
          paragraph: `В ${STORE_NAME} оформлен заказ ${number} с этим адресом электронной почты. Пожалуйста, подтвердите его в течение ${minutes}: до тех пор мы держим его товары лишь недолго, а неподтверждённый вовремя заказ отменяется.`,
        },
        items,
        { link: { label: 'Подтвердить заказ', url: facts.link } },
        {
          paragraph:
            'Ссылка откроет наш магазин, где ещё одно нажатие на «Подтвердить заказ» подтвердит его. Если вы не оформляли этот заказ, просто не обращайте внимания на это письмо: больше писем не будет.',
        },
      ],
    };
  },
};

export function orderConfirmationMessage(facts: OrderConfirmationFacts): MailMessage {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const number = `#${orderNumberOf(facts.orderId)}`;
  const items: Block = {
    rows: facts.items.map((item) => [oneLine(item.title), `× ${String(item.qty)}`] as const),
  };
  const { subject, blocks } = TEXTS[locale](facts, number, items);
  return messageOf(subject, blocks, locale);
}
