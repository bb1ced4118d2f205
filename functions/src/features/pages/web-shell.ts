import { readFile } from 'node:fs/promises';
import type { Locale } from '../../contract/locale';
import { escapeHtml, jsonForScript } from '../../core/html-escape';

/**
 * The built web app's shell `app.html` and its Russian twin (`lang="ru"`), copied beside the
 * bundle by the functions build (`functions/build.mjs`: `web/dist/app.html` → `lib/web-shell.html`,
 * `web/dist/ru/app.html` → `lib/web-shell-ru.html`), each read once per instance.
 */
const SHELL_URLS: Record<Locale, URL> = {
  en: new URL('./web-shell.html', import.meta.url),
  ru: new URL('./web-shell-ru.html', import.meta.url),
};

const shells = new Map<Locale, Promise<string>>();

export function loadShell(locale: Locale = 'en'): Promise<string> {
  let shell = shells.get(locale);
  if (!shell) {
    shell = readFile(SHELL_URLS[locale], 'utf8').catch((err: unknown) => {
      shells.delete(locale); // try again on the next request
      throw err;
    });
    shells.set(locale, shell);
  }
  return shell;
}

/** The id of the inline data block the web app reads (web/src/lib/inline-data.ts). */
export const PRODUCT_DATA_ID = 'product-data';

/** What a page puts in the shell's head; all of it is plain text, escaped here. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** The page in each language and the default: `<link rel="alternate" hreflang=… href=…>`. */
  alternates?: readonly (readonly [hreflang: string, href: string])[];
  /** `<meta property|name=… content=…>` pairs (Open Graph, Twitter), in order. */
  meta?: readonly (readonly [attribute: 'property' | 'name', key: string, content: string])[];
  /** JSON-LD objects, each in its own `application/ld+json` block. */
  jsonLd?: readonly unknown[];
  /** Data the web app reads instead of calling the API, as `application/json` (never run). */
  data?: { id: string; value: unknown };
  /**
   * API paths the page reads first, fetched while its scripts load: `<link rel="preload"
   * as="fetch">` with cookies, as the web app's api client asks, so the app's request reuses it.
   */
  preloadFetch?: readonly string[];
  /**
   * The page's first paint (first-paint.ts), HTML built and escaped by its maker: it replaces
   * the shell's page loader, so it paints with the HTML, before any script.
   */
  body?: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;
/** The shell's page loader: a div of spans (web/index.html). */
const PAGE_LOADER = /<div class="page-loader">[\s\S]*?<\/div>/;

/**
 * The shell with its title and description replaced, the page's tags added to its head, and
 * its page loader replaced by the page's first paint when it has one.
 */
export function fillShell(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  const tags = [
    ...(head.preloadFetch ?? []).map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="use-credentials" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.alternates ?? []).map(
      ([hreflang, href]) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    ),
    ...(head.meta ?? []).map(
      ([attribute, key, content]) =>
        `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`,
    ),
    ...(head.jsonLd ?? []).map(
      (value) => `<script type="application/ld+json">${jsonForScript(value)}</script>`,
    ),
    ...(head.data
      ? [
          `<script type="application/json" id="${escapeHtml(head.data.id)}">${jsonForScript(head.data.value)}</script>`,
        ]
      : []),
  ];
  let out = TITLE.test(html)
    ? html.replace(TITLE, () => title)
    : html.replace(/<\/head>/i, () => `${title}\n</head>`);
  out = DESCRIPTION.test(out)
    ? out.replace(DESCRIPTION, () => description)
    : out.replace(/<\/head>/i, () => `${description}\n</head>`);
  out = out.replace(/<\/head>/i, () => `${tags.join('\n')}\n</head>`);
  const { body } = head;
  return body === undefined ? out : out.replace(PAGE_LOADER, () => body);
}
