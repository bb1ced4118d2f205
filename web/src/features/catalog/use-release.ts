import { useEffect, useState } from 'react';
import { beforeRelease } from '@contract/drop';
import { serverNow } from '@/lib/server-clock';

export interface ReleaseState {
  /** True while the product may not be sold yet (by the server's clock). */
  before: boolean;
  /** Time left until the release, in ms (0 once it has come, or with no release time). */
  msLeft: number;
}

/**
 * A product's release as an open page sees it: a timer ticks on each whole second left
 * (server's clock, lib/server-clock.ts), so the countdown moves and the page unlocks at the
 * release time without a reload; once released (or with no release time) nothing ticks.
 */
export function useRelease(releaseAt: string | undefined): ReleaseState {
  const [now, setNow] = useState(serverNow);
  const before = beforeRelease({ releaseAt }, now);
  const msLeft = before && releaseAt ? Date.parse(releaseAt) - now : 0;

  useEffect(() => {
    if (!before) return;
    const wait = msLeft % 1000 || 1000;
    const timer = setTimeout(() => {
      setNow(serverNow());
    }, wait);
    return () => {
      clearTimeout(timer);
    };
  }, [before, msLeft]);

  return { before, msLeft };
}
