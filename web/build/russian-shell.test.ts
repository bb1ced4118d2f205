import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { russianHtml } from './russian-shell';

const html = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');

describe('the Russian shell', () => {
  it('when index.html is turned Russian, then its first HTML says lang="ru" and reads Russian', () => {
    const ru = russianHtml(html);
    expect(ru).toContain('<html lang="ru">');
    expect(ru).not.toContain('lang="en"');
    expect(ru).toContain('>Каталог<');
    expect(ru).toContain('>Корзина<');
    expect(ru).toContain('>Загрузка…<');
    expect(ru).not.toContain('>Catalog<');
    expect(ru).toContain('content="Коллекционные игрушки');
  });

  it('when a shell text has no translation, then the build fails', () => {
    expect(() => russianHtml(html, { shell_nav_home: 'Home' }, {})).toThrow(/missing/);
  });
});
