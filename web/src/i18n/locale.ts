// The page's language comes from its URL alone: `/ru/…` is Russian, everything else English.
// It is fixed for the life of the page: the language link is a document navigation, so the
// first HTML (`<html lang>`, the server-filled head) and the app always agree.
import {
  baseLocale,
  experimentalStaticLocale,
  overwriteGetLocale,
  type Locale,
} from '@/paraglide/runtime';

/** The path prefix of the Russian twin of every storefront route. */
export const RU_PREFIX = '/ru';

const RU_PATH = /^\/ru(?:\/|$)/;

/** The language of a path: `/ru`, `/ru/catalog` → `ru`; `/`, `/rules` → `en`. */
export function localeOfPath(pathname: string): Locale {
  return RU_PATH.test(pathname) ? 'ru' : baseLocale;
}

// Outside a browser (the bench imports the catalogue filter in Node) the page is English.
const startPath = (globalThis as { location?: Location }).location?.pathname ?? '/';
let current: Locale = localeOfPath(startPath);
// A production bundle has its language built in (build/page-language.ts), and the runtime's
// locale machinery drops out with this call; dev and tests read the URL (or setPageLocale).
if (experimentalStaticLocale === undefined) overwriteGetLocale(() => current);

/** The page's language, as every message function reads it. */
export function pageLocale(): Locale {
  return current;
}

/** Tests render a language without navigating. */
export function setPageLocale(locale: Locale): void {
  current = locale;
}

/** The router's basename: the app's own paths never spell the prefix. */
export function routerBasename(locale: Locale = current): string {
  return locale === 'ru' ? RU_PREFIX : '';
}

/** The router's path of a document path: `/ru/catalog` → `/catalog`, `/ru` → `/`. */
export function routerPath(pathname: string): string {
  return RU_PATH.test(pathname) ? pathname.slice(RU_PREFIX.length) || '/' : pathname;
}

/**
 * The same page in `target`'s language, query and fragment kept. `path` is the router's
 * path (without the prefix): `/catalog?q=robot` → `/ru/catalog?q=robot`.
 */
export function twinHref(target: Locale, path: string, search = '', hash = ''): string {
  const own = path === '' ? '/' : path;
  const prefixed = target === 'ru' ? (own === '/' ? RU_PREFIX : `${RU_PREFIX}${own}`) : own;
  return `${prefixed}${search}${hash}`;
}

/**
 * An absolute path inside the app in the page's language, for the few places that leave the
 * router (a plain `<a href>`, `window.location`): `/catalog` → `/ru/catalog` on a Russian page.
 */
export function localHref(path: string): string {
  return twinHref(current, path);
}
