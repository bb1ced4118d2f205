// Every message exists in both languages, with the same placeholders, and nothing is empty:
// a missing Russian message would otherwise fall back to English without a word.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const messagesDir = path.resolve(import.meta.dirname, '../../messages');
const settings = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../project.inlang/settings.json'), 'utf8'),
) as { locales: string[]; 'plugin.inlang.messageFormat': { pathPattern: string[] } };

/** A message is a text, or (plurals) a list of variants whose `match` maps cases to texts. */
type Message = string | { match: Record<string, string> }[];
type Catalogue = Record<string, Message>;

/** Every text a message can show. */
const texts = (message: Message | undefined): string[] =>
  message === undefined
    ? []
    : typeof message === 'string'
      ? [message]
      : message.flatMap((variant) => Object.values(variant.match));

function read(area: string, locale: string): Catalogue {
  const file = path.join(messagesDir, area, `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  delete messages.$schema;
  return messages;
}

const placeholders = (message: Message | undefined) => [
  ...new Set(texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((p) => p[1]))),
];

const areas = readdirSync(messagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('message catalogues', () => {
  it('when an area has messages, then the inlang project reads its files', () => {
    const patterns = settings['plugin.inlang.messageFormat'].pathPattern;
    expect(patterns.sort()).toEqual(areas.map((area) => `./messages/${area}/{locale}.json`).sort());
    expect(settings.locales).toEqual(['en', 'ru']);
  });

  it.each(areas)('when %s is read, then both languages have the same keys', (area) => {
    expect(Object.keys(read(area, 'ru')).sort()).toEqual(Object.keys(read(area, 'en')).sort());
  });

  it.each(areas)(
    'when %s is read, then every message is filled and keeps its placeholders',
    (area) => {
      const en = read(area, 'en');
      const ru = read(area, 'ru');
      for (const [key, english] of Object.entries(en)) {
        for (const [locale, message] of [['en', english] as const, ['ru', ru[key]] as const]) {
          expect(texts(message).length, `${area}/${locale} ${key}`).toBeGreaterThan(0);
          for (const text of texts(message))
            expect(text.trim(), `${area}/${locale} ${key}`).not.toBe('');
        }
        expect(placeholders(ru[key]).sort(), `${area} ${key}`).toEqual(
          placeholders(english).sort(),
        );
      }
    },
  );

  it('when two areas are read, then no key is in both (the last file would win)', () => {
    const seen = new Map<string, string>();
    for (const area of areas) {
      for (const key of Object.keys(read(area, 'en'))) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
});
