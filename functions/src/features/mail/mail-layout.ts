import { DEFAULT_LOCALE, localePath, type Locale } from '../../contract/locale';
import { STORE_NAME } from '../../contract/storefront';
import { escapeHtml } from '../../core/html-escape';
import type { MailMessage } from './mail-document';

/**
 * The pieces every e-mail is made of, so each builder says only what it tells. Builders pass
 * user-supplied text (titles, names, places, codes) as plain strings: `html()` escapes every
 * one, and URLs are escaped as attribute values.
 */

const RU_MONEY = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'USD' });

/** US dollars as the store shows them: `$12.50` (`12,50 $` in Russian, as the Russian pages). */
export const money = (dollars: number, locale: Locale = DEFAULT_LOCALE): string =>
  locale === 'ru' ? RU_MONEY.format(dollars) : `$${dollars.toFixed(2)}`;

const RU_PLURAL = new Intl.PluralRules('ru-RU');

/** A count with its Russian noun: `1 час`, `2 часа`, `5 часов`. */
export function ruCount(count: number, one: string, few: string, many: string): string {
  const rule = RU_PLURAL.select(count);
  return `${String(count)} ${rule === 'one' ? one : rule === 'few' ? few : many}`;
}

/** A moment in UTC as a reader of `locale` writes it (English: ISO 8601, as before issue 25). */
export function utcTime(at: Date, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === 'en') return `${at.toISOString().replace('.000Z', 'Z')} (UTC)`;
  const format = new Intl.DateTimeFormat('ru-RU', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(at)} (UTC)`;
}

/** One line of text: breaks and runs of spaces become one space (subjects are header lines). */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A part of an e-mail's body: a paragraph, a link, or a table of label and value rows. */
export type Block =
  | { paragraph: string }
  | { link: { label: string; url: string } }
  | { rows: readonly (readonly [string, string])[] };

function blockText(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('link' in block) return `${block.link.label}: ${block.link.url}`;
  return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function blockHtml(block: Block): string {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
  if ('link' in block) {
    return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`;
  }
  const rows = block.rows
    .map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<table cellpadding="4">${rows}</table>`;
}

const SIGNATURE: Record<Locale, string> = {
  en: `Thank you for shopping with ${STORE_NAME}.`,
  ru: `Спасибо, что выбираете ${STORE_NAME}.`,
};

/** The opening tag: English mails keep theirs as before issue 25; others name their language. */
const HTML_TAG: Record<Locale, string> = { en: '<html>', ru: '<html lang="ru">' };

/** The plain-text part: the blocks one after another, then the store's signature. */
export function textOf(blocks: readonly Block[], locale: Locale = DEFAULT_LOCALE): string {
  return [...blocks.map(blockText), SIGNATURE[locale]].join('\n\n');
}

/** The HTML part: the same blocks, every text escaped. */
export function htmlOf(
  title: string,
  blocks: readonly Block[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  return [
    `<!doctype html>${HTML_TAG[locale]}<head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">',
    ...blocks.map(blockHtml),
    `<p>${escapeHtml(SIGNATURE[locale])}</p>`,
    '</body></html>',
  ].join('\n');
}

/** One e-mail in `locale`: the subject, and the blocks as plain text and as HTML. */
export function messageOf(
  subject: string,
  blocks: readonly Block[],
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  return { subject, text: textOf(blocks, locale), html: htmlOf(subject, blocks, locale) };
}

/** An absolute link to a storefront page in `locale`'s twin: `/p/x` → `/ru/p/x` in Russian. */
export const pageUrl = (origin: string, locale: Locale, path: string): string =>
  `${origin}${localePath(locale, path)}`;
