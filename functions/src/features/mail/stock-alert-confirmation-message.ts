import { DEFAULT_LOCALE, type Locale } from '../../contract/locale';
import { localTitle } from '../../contract/product-text';
import { STORE_NAME } from '../../contract/storefront';
import type { MailMessage } from './mail-document';
import { messageOf, oneLine, ruCount, type Block } from './mail-layout';

/**
 * What the confirmation e-mail of a back-in-stock request is built from (issue 21). Anyone can
 * type any address into "Notify me", so the mail carries nothing the requester typed: only the
 * store's own product title and the link.
 */
export interface StockAlertConfirmationFacts {
  title: string;
  /** The product's Russian title: a Russian mail names it when set, else `title`. */
  titleRu?: string;
  /** The absolute confirmation link (`stockAlertConfirmLink`, in the request's language). */
  link: string;
  /** How long the link works. */
  validHours: number;
  /** The language the request was made in (issue 25); English when not given. */
  locale?: Locale;
}

type Texts = (
  facts: StockAlertConfirmationFacts,
  title: string,
) => {
  subject: string;
  blocks: Block[];
};

const TEXTS: Record<Locale, Texts> = {
  en: (facts, title) => ({
    subject: `${STORE_NAME}: confirm your back-in-stock alert for ${title}`,
    blocks: [
      { paragraph: 'Hello,' },
      {
        paragraph: `Someone asked ${STORE_NAME} to e-mail this address when ${title} is back in stock. Please confirm that it was you within ${String(facts.validHours)} hours; until then we will not write about it.`,
      },
      { link: { label: 'Confirm the back-in-stock alert', url: facts.link } },
      {
        paragraph:
          'The link opens our store, where one more click on "Confirm" turns the alert on. If it was not you, ignore this e-mail: nothing more will be sent.',
      },
    ],
  }),
  ru: (facts, title) => ({
    subject: `${STORE_NAME}: подтвердите уведомление о поступлении ${title}`,
    blocks: [
      { paragraph: 'Здравствуйте!' },
      {
        paragraph: `Кто-то попросил ${STORE_NAME} написать на этот адрес, когда ${title} снова появится в продаже. Пожалуйста, подтвердите, что это были вы, в течение ${ruCount(facts.validHours, 'часа', 'часов', 'часов')}; до тех пор мы не будем писать об этом.`,
      },
      { link: { label: 'Подтвердить уведомление о поступлении', url: facts.link } },
      {
        paragraph:
          'Ссылка откроет наш магазин, где ещё одно нажатие на «Подтвердить» включит уведомление. Если это были не вы, просто не обращайте внимания на это письмо: больше писем не будет.',
      },
    ],
  }),
};

export function stockAlertConfirmationMessage(facts: StockAlertConfirmationFacts): MailMessage {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const { subject, blocks } = TEXTS[locale](facts, oneLine(localTitle(facts, locale)));
  return messageOf(subject, blocks, locale);
}
