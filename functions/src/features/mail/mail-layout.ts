import { STORE_NAME } from '../../contract/storefront';
import { escapeHtml } from '../../core/html-escape';

/**
 * The pieces every e-mail is made of, so each builder says only what it tells. Builders pass
 * user-supplied text (titles, names, places, codes) as plain strings: `html()` escapes every
 * one, and URLs are escaped as attribute values.
 */

/** US dollars as the store shows them: `$12.50`. */
export const money = (dollars: number): string => `$${dollars.toFixed(2)}`;

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

const SIGNATURE = `Thank you for shopping with ${STORE_NAME}.`;

/** The plain-text part: the blocks one after another, then the store's signature. */
export function textOf(blocks: readonly Block[]): string {
  return [...blocks.map(blockText), SIGNATURE].join('\n\n');
}

/** The HTML part: the same blocks, every text escaped. */
export function htmlOf(title: string, blocks: readonly Block[]): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">',
    ...blocks.map(blockHtml),
    `<p>${escapeHtml(SIGNATURE)}</p>`,
    '</body></html>',
  ].join('\n');
}
