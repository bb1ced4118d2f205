// Counts this browser once per UTC day for the home page's visitors figure
// (POST /api/stats/visit). A fire-and-forget beacon with no answer to read, so it calls
// `fetch` itself rather than the api client, which would bring zod into the first load.
import { env } from '@/config/env';
import { STORAGE_PREFIX } from '@/lib/storage';
import { whenIdle } from '@/lib/when-idle';

/** The UTC day (YYYY-MM-DD) this browser was last counted. */
export const VISIT_DAY_KEY = `${STORAGE_PREFIX}visit-day`;

/**
 * Sends the visit unless this browser was already counted today. Without local storage
 * nothing is sent: a browser that cannot remember would be counted on every page load.
 * Never throws and never rejects.
 */
export function sendVisitBeacon(now = new Date()): void {
  try {
    const day = now.toISOString().slice(0, 10);
    const storage = window.localStorage;
    if (storage.getItem(VISIT_DAY_KEY) === day) return;
    storage.setItem(VISIT_DAY_KEY, day);
    // Without cookies: a visit needs no identity, and no session means no CSRF check.
    fetch(`${env.apiBaseUrl}/stats/visit`, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Storage disabled or full, or no fetch: the visit is simply not counted.
  }
}

/** Once the page is idle, so the beacon never competes with the first render. */
export function scheduleVisitBeacon(): void {
  whenIdle(() => sendVisitBeacon());
}
