import { DEFAULT_LOCALE, type Locale } from '../../contract/locale';
import { localTitle } from '../../contract/product-text';
import { STORE_NAME } from '../../contract/storefront';
import type { MailMessage } from './mail-document';
import { messageOf, oneLine, pageUrl, utcTime, type Block } from './mail-layout';

/** What a raffle e-mail names: the product, its page and the entry. */
export interface RaffleMailFacts {
  title: string;
  /** The product's Russian title: a Russian mail names it when set, else `title`. */
  titleRu?: string;
  slug: string;
  /** The store's public origin (`SITE_ORIGIN`): the link is absolute. */
  origin: string;
  entryId: string;
  /** The language the entry was made in (issue 25); English when not given. */
  locale?: Locale;
}

/** What each language's texts are given: the title, the product page, the entry. */
interface Parts {
  title: string;
  page: string;
  entryId: string;
}

type Mail = { subject: string; blocks: Block[] };

const WIN_TEXTS: Record<Locale, (parts: Parts, checkoutBy: string) => Mail> = {
  en: ({ title, page, entryId }, checkoutBy) => ({
    subject: `${STORE_NAME}: you won the ${title} raffle`,
    blocks: [
      { paragraph: 'Hello,' },
      { paragraph: `Your entry was drawn in the ${title} raffle: one unit is reserved for you.` },
      {
        rows: [
          ['Entry', entryId],
          ['Check out by', checkoutBy],
        ],
      },
      { link: { label: `Check out ${title}`, url: page } },
      {
        paragraph:
          'Sign in with the account you entered with. If the time passes, the unit goes to the next entry in the draw.',
      },
    ],
  }),
  ru: ({ title, page, entryId }, checkoutBy) => ({
    subject: `${STORE_NAME}: вы выиграли в розыгрыше ${title}`,
    blocks: [
      { paragraph: 'Здравствуйте!' },
      {
        paragraph: `Ваша заявка выпала в розыгрыше ${title}: одна штука зарезервирована для вас.`,
      },
      {
        rows: [
          ['Заявка', entryId],
          ['Оформите заказ до', checkoutBy],
        ],
      },
      { link: { label: `Оформить заказ: ${title}`, url: page } },
      {
        paragraph:
          'Войдите в аккаунт, с которого подавали заявку. Если время истечёт, товар перейдёт к следующей заявке в порядке розыгрыша.',
      },
    ],
  }),
};

const NOT_SERVED_TEXTS: Record<Locale, (parts: Parts) => Mail> = {
  en: ({ title, page, entryId }) => ({
    subject: `${STORE_NAME}: the ${title} raffle, not this time`,
    blocks: [
      { paragraph: 'Hello,' },
      { paragraph: `Not this time: the ${title} raffle has finished and every unit has gone.` },
      { rows: [['Entry', entryId]] },
      { link: { label: 'See the draw', url: page } },
    ],
  }),
  ru: ({ title, page, entryId }) => ({
    subject: `${STORE_NAME}: розыгрыш ${title} — в этот раз не повезло`,
    blocks: [
      { paragraph: 'Здравствуйте!' },
      {
        paragraph: `В этот раз не повезло: розыгрыш ${title} завершён, и все штуки разошлись.`,
      },
      { rows: [['Заявка', entryId]] },
      { link: { label: 'Посмотреть итоги розыгрыша', url: page } },
    ],
  }),
};

function partsOf(facts: RaffleMailFacts, locale: Locale): Parts {
  const page = pageUrl(facts.origin, locale, `/p/${encodeURIComponent(facts.slug)}`);
  return { title: oneLine(localTitle(facts, locale)), page, entryId: facts.entryId };
}

/** A drawn entry (first in the draw, or a unit passed on to it): a unit is held until `checkoutBy`. */
export function raffleWinMessage(facts: RaffleMailFacts & { checkoutBy: Date }): MailMessage {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const mail = WIN_TEXTS[locale](partsOf(facts, locale), utcTime(facts.checkoutBy, locale));
  return messageOf(mail.subject, mail.blocks, locale);
}

/** The raffle finished without a unit for this entry: one mail, once. */
export function raffleNotServedMessage(facts: RaffleMailFacts): MailMessage {
  const locale = facts.locale ?? DEFAULT_LOCALE;
  const mail = NOT_SERVED_TEXTS[locale](partsOf(facts, locale));
  return messageOf(mail.subject, mail.blocks, locale);
}
