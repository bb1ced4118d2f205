import { STORE_NAME } from '../../contract/storefront';
import type { MailMessage } from './mail-document';
import { htmlOf, oneLine, textOf, type Block } from './mail-layout';

/** What a back-in-stock e-mail names: the product and its page. */
export interface RestockMailFacts {
  title: string;
  slug: string;
  /** The store's public origin (`SITE_ORIGIN`): the link is absolute. */
  origin: string;
}

/** The product someone asked about is back: its name and a link to its page. */
export function restockMessage(facts: RestockMailFacts): MailMessage {
  const title = oneLine(facts.title);
  const url = `${facts.origin}/p/${encodeURIComponent(facts.slug)}`;
  const blocks: Block[] = [
    { paragraph: 'Hello,' },
    { paragraph: `Good news: ${title} is back in stock at ${STORE_NAME}.` },
    { link: { label: `See ${title}`, url } },
    {
      paragraph:
        'You asked us to tell you once. Stock can sell out again quickly, so we cannot hold one for you.',
    },
  ];
  const subject = `${STORE_NAME}: ${title} is back in stock`;
  return { subject, text: textOf(blocks), html: htmlOf(subject, blocks) };
}
