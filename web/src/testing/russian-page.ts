import { afterEach, beforeEach } from 'vitest';
import { setPageLocale } from '@/i18n/locale';

/** Every test of the calling file renders a Russian page; each ends back in English. */
export function onRussianPage(): void {
  beforeEach(() => {
    setPageLocale('ru');
  });
  afterEach(() => {
    setPageLocale('en');
  });
}
