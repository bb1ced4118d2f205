import type { Request } from 'express';
import { DEFAULT_LOCALE, type Locale } from '../contract/locale';

/** How much one language range of the header is wanted, and where it was listed. */
interface Preference {
  q: number;
  at: number;
}

const NONE: Preference = { q: 0, at: Number.POSITIVE_INFINITY };

/** `q=0.8` of one range's parameters; a missing or malformed weight counts as 1, as browsers mean it. */
function weightOf(params: readonly string[]): number {
  const q = params
    .map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param))
    .find(Boolean);
  return q?.[1] === undefined ? 1 : Math.min(1, Number(q[1]));
}

/** The strongest range of `language` (`ru`, `ru-RU`, …) in the header, or NONE. */
function preferenceFor(header: string, language: string): Preference {
  let best = NONE;
  header.split(',').forEach((part, at) => {
    const [range = '', ...params] = part.split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (primary !== language) return;
    const q = weightOf(params);
    if (q > best.q) best = { q, at };
  });
  return best;
}

/**
 * The store's language an `Accept-Language` header asks for: Russian when Russian is wanted
 * more than English (by q-value; of equal weights, the one listed first), else English. Only
 * the two languages the store has are compared: `de, ru;q=0.5` is Russian, `*` English.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ru = preferenceFor(header, 'ru');
  const en = preferenceFor(header, 'en');
  if (ru.q === 0) return DEFAULT_LOCALE;
  return ru.q > en.q || (ru.q === en.q && ru.at < en.at) ? 'ru' : 'en';
}

/** The language of a request: what its body names (the web sends the page's), else its header. */
export function requestLocale(req: Pick<Request, 'get'>, named?: Locale): Locale {
  return named ?? localeFromAcceptLanguage(req.get('Accept-Language'));
}
