import { STORE_NAME } from '../../contract/storefront';
import type { MailMessage } from './mail-document';
import { htmlOf, oneLine, textOf, type Block } from './mail-layout';

/** What a raffle e-mail names: the product, its page and the entry. */
export interface RaffleMailFacts {
  title: string;
  slug: string;
  /** The store's public origin (`SITE_ORIGIN`): the link is absolute. */
  origin: string;
  entryId: string;
}

const pageOf = (facts: RaffleMailFacts) => `${facts.origin}/p/${encodeURIComponent(facts.slug)}`;

/** A drawn entry (first in the draw, or a unit passed on to it): a unit is held until `checkoutBy`. */
export function raffleWinMessage(facts: RaffleMailFacts & { checkoutBy: Date }): MailMessage {
  const title = oneLine(facts.title);
  const blocks: Block[] = [
    { paragraph: 'Hello,' },
    { paragraph: `Your entry was drawn in the ${title} raffle: one unit is reserved for you.` },
    {
      rows: [
        ['Entry', facts.entryId],
        ['Check out by', `${facts.checkoutBy.toISOString().replace('.000Z', 'Z')} (UTC)`],
      ],
    },
    { link: { label: `Check out ${title}`, url: pageOf(facts) } },
    {
      paragraph:
        'Sign in with the account you entered with. If the time passes, the unit goes to the next entry in the draw.',
    },
  ];
  const subject = `${STORE_NAME}: you won the ${title} raffle`;
  return { subject, text: textOf(blocks), html: htmlOf(subject, blocks) };
}

/** The raffle finished without a unit for this entry: one mail, once. */
export function raffleNotServedMessage(facts: RaffleMailFacts): MailMessage {
  const title = oneLine(facts.title);
  const blocks: Block[] = [
    { paragraph: 'Hello,' },
    { paragraph: `Not this time: the ${title} raffle has finished and every unit has gone.` },
    { rows: [['Entry', facts.entryId]] },
    { link: { label: 'See the draw', url: pageOf(facts) } },
  ];
  const subject = `${STORE_NAME}: the ${title} raffle, not this time`;
  return { subject, text: textOf(blocks), html: htmlOf(subject, blocks) };
}
