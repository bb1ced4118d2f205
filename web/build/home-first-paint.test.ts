import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeHtml } from './home-first-paint';
import { russianHtml } from './russian-shell';

const shell = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');

describe('the home page’s first paint', () => {
  it('when the shell becomes index.html, then the hero takes the page loader’s place and nothing else changes', () => {
    const home = homeHtml(shell, 'en');
    expect(home).not.toContain('page-loader');
    expect(home).toContain(
      '<div class="shell__main">\n          <div class="home"><section class="hero glass">',
    );
    expect(home).toContain(
      '<h1 class="hero__title">Toy Store: small treasures for collectors</h1>',
    );
    const [before] = shell.split('<div class="page-loader">');
    expect(home.startsWith(before ?? '')).toBe(true);
  });

  it('when the Russian shell becomes ru/index.html, then its hero is Russian', () => {
    const home = homeHtml(russianHtml(shell), 'ru');
    expect(home).toContain('<html lang="ru">');
    expect(home).toContain('маленькие сокровища для коллекционеров</h1>');
    expect(home).not.toContain('Shop catalog');
  });

  it('when the shell has no page loader, then the build fails', () => {
    expect(() => homeHtml('<div id="root"></div>', 'en')).toThrow(/no page loader/);
  });
});
