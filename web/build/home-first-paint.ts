// The home page's first paint. The built `index.html` is what Hosting serves for `/` (and
// `ru/index.html` for `/ru`): it carries the home page's hero in place of the page loader, so
// the hero's title (the page's largest text, its LCP) paints with the HTML instead of after the
// scripts. Every other route gets `app.html`, the same shell with the page loader (firebase.json
// rewrites `**` to it; the function fills its head for `/catalog` and `/p/…`).
//
// Like the static header, the hero is hidden from assistive technology and has no links: the
// app's own hero replaces it a moment later. It must read and lay out as that hero does
// (features/home/components/home-page.tsx): home-first-paint.test.tsx compares the two.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { STORE_NAME } from '../../functions/src/contract/storefront';
import type { Locale } from '../src/paraglide/runtime';

type Catalogue = Record<string, string>;

const read = (area: string, locale: Locale): Catalogue =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../messages/${area}/${locale}.json`), 'utf8'),
  ) as Catalogue;

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function text(catalogue: Catalogue, key: string, values: Record<string, string> = {}): string {
  const message = catalogue[key];
  if (message === undefined) throw new Error(`The home message ${key} is missing`);
  return escape(message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`));
}

/** The external-link arrow of components/ui/icons.tsx (`ExternalIcon`, size 16). */
const EXTERNAL_ICON =
  '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"></path></svg>';

/** The home page's hero as static HTML in `locale` (its links as plain spans). */
export function heroHtml(
  locale: Locale,
  home = read('home', locale),
  shell = read('shell', locale),
) {
  return [
    '<div class="home">',
    '<section class="hero glass">',
    `<p class="eyebrow">${text(shell, 'shell_store_kind')}</p>`,
    `<h1 class="hero__title">${text(home, 'home_hero_title', { name: STORE_NAME })}</h1>`,
    `<p class="hero__tagline">${text(home, 'home_tagline')}</p>`,
    '<div class="hero__actions">',
    `<span class="button button--primary">${text(home, 'home_shop')}</span>`,
    `<span class="button button--ghost">${text(home, 'home_track')}${EXTERNAL_ICON}</span>`,
    '</div>',
    '</section>',
    '</div>',
  ].join('');
}

const PAGE_LOADER = /<div class="page-loader">[\s\S]*?<\/div>/;

/** The shell with its page loader replaced by the home page's hero. */
export function homeHtml(shellHtml: string, locale: Locale): string {
  if (!PAGE_LOADER.test(shellHtml)) throw new Error('index.html has no page loader to replace');
  return shellHtml.replace(PAGE_LOADER, () => heroHtml(locale));
}

/** Writes `app.html` (the shell as built) and turns `index.html` into the home page's. */
export function homeFirstPaint(locale: Locale): Plugin {
  return {
    name: 'home-first-paint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string')
          throw new Error('The build wrote no index.html');
        this.emitFile({ type: 'asset', fileName: 'app.html', source: index.source });
        index.source = homeHtml(index.source, locale);
      },
    },
  };
}
