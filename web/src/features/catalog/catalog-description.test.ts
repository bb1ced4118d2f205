import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG_DESCRIPTION, CATALOG_DESCRIPTION_RU } from '@contract/storefront';
import { setPageLocale } from '@/i18n/locale';
import { m } from '@/i18n/messages';

afterEach(() => setPageLocale('en'));

describe('the catalogue description', () => {
  it('when the app sets it, then it is the server-filled head’s own text in each language', () => {
    expect(m.catalog_meta_description()).toBe(CATALOG_DESCRIPTION);
    setPageLocale('ru');
    expect(m.catalog_meta_description()).toBe(CATALOG_DESCRIPTION_RU);
  });
});
