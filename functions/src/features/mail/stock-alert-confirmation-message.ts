import { STORE_NAME } from '../../contract/storefront';
import type { MailMessage } from './mail-document';
import { htmlOf, oneLine, textOf, type Block } from './mail-layout';

/**
 * What the confirmation e-mail of a back-in-stock request is built from (issue 21). Anyone can
 * type any address into "Notify me", so the mail carries nothing the requester typed: only the
 * store's own product title and the link.
 */
export interface StockAlertConfirmationFacts {
  title: string;
  /** The absolute confirmation link (`stockAlertConfirmLink`). */
  link: string;
  /** How long the link works. */
  validHours: number;
}

export function stockAlertConfirmationMessage(facts: StockAlertConfirmationFacts): MailMessage {
  const title = oneLine(facts.title);
  const blocks: Block[] = [
    { paragraph: 'Hello,' },
    {
      paragraph: `Someone asked ${STORE_NAME} to e-mail this address when ${title} is back in stock. Please confirm that it was you within ${String(facts.validHours)} hours; until then we will not write about it.`,
    },
    { link: { label: 'Confirm the back-in-stock alert', url: facts.link } },
    {
      paragraph:
        'The link opens our store, where one more click on "Confirm" turns the alert on. If it was not you, ignore this e-mail: nothing more will be sent.',
    },
  ];
  const subject = `${STORE_NAME}: confirm your back-in-stock alert for ${title}`;
  return { subject, text: textOf(blocks), html: htmlOf(subject, blocks) };
}
