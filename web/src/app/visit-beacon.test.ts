import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendVisitBeacon, VISIT_DAY_KEY } from './visit-beacon';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

describe('sendVisitBeacon', () => {
  it('when this browser was not counted today, then one keepalive POST without cookies, remembered for the UTC day', () => {
    sendVisitBeacon(new Date('2026-11-22T23:30:00Z'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/stats/visit', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
    });
    expect(window.localStorage.getItem(VISIT_DAY_KEY)).toBe('2026-11-22');
    expect(VISIT_DAY_KEY.startsWith('toystore:')).toBe(true);
  });

  it('when called again the same day, then nothing is sent; the next UTC day counts again', () => {
    sendVisitBeacon(new Date('2026-11-22T00:00:00Z'));
    sendVisitBeacon(new Date('2026-11-22T23:59:59Z'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    sendVisitBeacon(new Date('2026-11-23T00:00:00Z'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when the network fails, then it does not throw or reject', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(() => sendVisitBeacon(new Date('2026-11-22T10:00:00Z'))).not.toThrow();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when local storage is disabled or full, then nothing is sent and nothing throws', () => {
    const access = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => sendVisitBeacon(new Date('2026-11-22T10:00:00Z'))).not.toThrow();
    access.mockRestore();
    // A full storage stands in for the page's: a spy set on happy-dom's storage object itself
    // is never taken off, and the test files after this one share the page (isolate: false).
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full);
    expect(() => sendVisitBeacon(new Date('2026-11-22T10:00:00Z'))).not.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
