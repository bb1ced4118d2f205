import { DEFAULT_LOCALE, type Locale } from '../../contract/locale';
import { localTitle } from '../../contract/product-text';
import { STORE_NAME } from '../../contract/storefront';
import type { MailMessage } from './mail-document';
import { messageOf, oneLine, pageUrl, type Block } from './mail-layout';

/** What a back-in-stock e-mail names: the product and its page. */
export interface RestockMailFacts {
  title: string;
  /** The product's Russian title: a Russian mail names it when set, else `title`. */
  titleRu?: string;
  slug: string;
  /** The store's public origin (`SITE_ORIGIN`): the link is absolute. */
  origin: string;
  /** The language the request was made in (issue 25); English when not given. */
  locale?: Locale;
}

/** The texts of the mail in each language: the product's title and page given. */
const TEXTS: Record<Locale, (title: string, url: string) => { subject: string; blocks: Block[] }> =
  {
    en: (title, url) => ({
      subject: `${STORE_NAME}: ${title} is back in stock`,
      blocks: [
        { paragraph: 'Hello,' },
        { paragraph: `Good news: ${title} is back in stock at ${STORE_NAME}.` },
        { link: { label: `See ${title}`, url } },
        {
          paragraph:
            'You asked us to tell you once. Stock can sell out again quickly, so we cannot hold one for you.',
        },
      ],
    }),
    ru: (title, url) => ({
      subject: `${STORE_NAME}: ${title} снова в продаже`,
      blocks: [
        { paragraph: 'Здравствуйте!' },
        { paragraph: `Хорошая новость: ${title} снова в продаже в ${STORE_NAME}.` },
        { link: { label: `Посмотреть: ${title}`, url } },
        {
          paragraph:
            'Вы просили сообщить об этом один раз. Товар может быстро закончиться снова, а отложить его для вас мы не можем.',
        },
      ],
    }),
  };

/** The product someone asked about is back: its name and a link to its page. */
export function restockMessage(facts: RestockMailFacts): MailMessage {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const url = pageUrl(facts.origin, locale, `/p/${encodeURIComponent(facts.slug)}`);
  const { subject, blocks } = TEXTS[locale](oneLine(localTitle(facts, locale)), url);
  return messageOf(subject, blocks, locale);
}
