// One bundle per language: each build fixes Paraglide's locale to a constant, so every message
// function folds to its own language's text and the other language's strings are dropped. Both
// languages in one bundle cost about 20 B gzip per message plus the Russian text: 3.8 KB on `/`
// for the shell and home alone. Dev and tests keep both (the locale comes from the URL).
import type { Plugin } from 'vite';
import type { Locale } from '../src/paraglide/runtime';

const RUNTIME = /src\/paraglide\/runtime\.js$/;
const UNSET = 'export const experimentalStaticLocale = undefined;';

export function staticLocale(code: string, locale: Locale): string {
  if (!code.includes(UNSET))
    throw new Error('Paraglide runtime: experimentalStaticLocale not found');
  return code.replace(UNSET, `export const experimentalStaticLocale = ${JSON.stringify(locale)};`);
}

export function pageLanguage(locale: Locale): Plugin {
  return {
    name: 'page-language',
    apply: 'build',
    transform(code, id) {
      return RUNTIME.test(id) ? { code: staticLocale(code, locale), map: null } : null;
    },
  };
}
