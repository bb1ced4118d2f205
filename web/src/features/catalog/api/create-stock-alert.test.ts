import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { routeFetch, sentJson } from '@/testing/route-fetch';
import { createStockAlert } from './create-stock-alert';

afterEach(() => {
  setPageLocale('en');
});

describe('createStockAlert', () => {
  it('when a Russian page asks for a back-in-stock e-mail, then the request names ru', async () => {
    setPageLocale('ru');
    const fetchMock = routeFetch({
      'POST /api/stock-alerts': () => ({ ok: true, status: 'pending' }),
    });
    await createStockAlert({ productId: 'p-owl', email: 'ann@example.com' });
    expect(sentJson(fetchMock)).toEqual({
      productId: 'p-owl',
      email: 'ann@example.com',
      locale: 'ru',
    });
  });
});
