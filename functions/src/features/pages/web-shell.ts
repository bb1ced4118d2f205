import { readFile } from 'node:fs/promises';
import { escapeHtml, jsonForScript } from '../../core/html-escape';

/**
 * The built web app's `index.html`, copied beside the bundle by the functions build
 * (`functions/build.mjs`: `web/dist/index.html` → `lib/web-shell.html`), read once per instance.
 */
const SHELL_URL = new URL('./web-shell.html', import.meta.url);

let shell: Promise<string> | undefined;

export function loadShell(): Promise<string> {
  shell ??= readFile(SHELL_URL, 'utf8').catch((err: unknown) => {
    shell = undefined; // try again on the next request
    throw err;
  });
  return shell;
}

/** The id of the inline data block the web app reads (web/src/lib/inline-data.ts). */
export const PRODUCT_DATA_ID = 'product-data';

/** What a page puts in the shell's head; all of it is plain text, escaped here. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
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
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;

/** The shell with its title and description replaced and the page's tags added to its head. */
export function fillShell(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  const tags = [
    ...(head.preloadFetch ?? []).map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="use-credentials" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
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
  return out.replace(/<\/head>/i, () => `${tags.join('\n')}\n</head>`);
}
