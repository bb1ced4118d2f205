// The Russian twin of the static shell: `dist/ru/index.html`, served for every `/ru/…` route
// that the function does not fill (firebase.json). Its first HTML says `lang="ru"`, and the
// placeholder header reads as the Russian app's header will, so nothing moves when it mounts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Catalogue = Record<string, string>;

const read = (locale: string): Catalogue =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../messages/shell/${locale}.json`), 'utf8'),
  ) as Catalogue;

/** The shell's placeholder texts: each English text between tags becomes its Russian one. */
const PLACEHOLDERS = [
  'shell_nav_home',
  'shell_nav_catalog',
  'shell_nav_reviews',
  'shell_nav_support',
  'shell_cart',
  'shell_profile',
  'shell_loading',
  'shell_language_link',
];

export function russianHtml(html: string, en: Catalogue = read('en'), ru: Catalogue = read('ru')) {
  let out = html.replace('<html lang="en">', '<html lang="ru">');
  const description = en.shell_meta_description ?? '';
  out = out.replace(`content="${description}"`, `content="${ru.shell_meta_description ?? ''}"`);
  for (const key of PLACEHOLDERS) {
    const english = en[key];
    const russian = ru[key];
    if (!english || !russian) throw new Error(`The shell message ${key} is missing`);
    out = out.replaceAll(`>${english}<`, `>${russian}<`);
  }
  if (out === html || !out.includes('lang="ru"')) throw new Error('index.html has no lang="en"');
  return out;
}

/** The Russian build's index.html (`vite build --mode ru`, written to dist/ru). */
export function russianShell(): Plugin {
  return {
    name: 'russian-shell',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => russianHtml(html) },
  };
}
