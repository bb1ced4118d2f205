import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticLocale } from './page-language';

const runtime = readFileSync(
  path.resolve(import.meta.dirname, '../src/paraglide/runtime.js'),
  'utf8',
);

describe('one bundle per language', () => {
  it("when the Russian bundle is built, then Paraglide's locale is the constant ru", () => {
    const fixed = staticLocale(runtime, 'ru');
    expect(fixed).toContain('export const experimentalStaticLocale = "ru";');
    expect(fixed).not.toContain('export const experimentalStaticLocale = undefined;');
  });

  it('when the runtime no longer has the line to fix, then the build fails', () => {
    expect(() => staticLocale('export const x = 1;', 'en')).toThrow(/not found/);
  });
});
