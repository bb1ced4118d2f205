import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '@/i18n/locale';
import { routeFetch, sentHeader } from '@/testing/route-fetch';
import { apiGet, unparsedAnswer } from './api-client';

afterEach(() => {
  setPageLocale('en');
});

describe('the page language on the wire (issue 25)', () => {
  it('when the page is Russian, then every call asks for Russian, so server errors come back in it', async () => {
    setPageLocale('ru');
    const fetchMock = routeFetch({ 'GET /api/health': () => ({ ok: true }) });
    await apiGet('/health', unparsedAnswer());
    expect(sentHeader(fetchMock, 'Accept-Language')).toBe('ru');
  });

  it('when the page is English, then calls ask for English', async () => {
    const fetchMock = routeFetch({ 'GET /api/health': () => ({ ok: true }) });
    await apiGet('/health', unparsedAnswer());
    expect(sentHeader(fetchMock, 'Accept-Language')).toBe('en');
  });
});
