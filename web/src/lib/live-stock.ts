// Live stock: the current stock of a few products, asked again every few seconds while the
// tab is visible (GET /api/stock, answered `no-store`). Used by the product page and the cart
// drawer; a shared folder so both features may import it.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LIVE_STOCK_MAX_IDS } from '@contract/limits';
import type { LiveStockResponse } from '@contract/live-stock';
import { apiGet, unparsedAnswer } from './api-client';

/** How often an open page asks again, while its tab is visible. */
export const LIVE_STOCK_POLL_MS = 5_000;

/** Current stock by product id. */
export type LiveStock = Readonly<Record<string, number>>;

export const liveStockKeys = {
  all: ['stock'] as const,
  /** `ids`: the ids, sorted and comma-joined (one entry per set of products). */
  ids: (ids: string) => ['stock', ids] as const,
};

/**
 * The stock of each id asked for. An id the answer leaves out has no product any more and
 * counts as 0, so a cart line of a deleted product says it cannot be bought.
 */
export async function getLiveStock(ids: readonly string[], signal?: AbortSignal) {
  const query = new URLSearchParams({ ids: ids.join(',') });
  const { items } = await apiGet(
    `/stock?${query.toString()}`,
    unparsedAnswer<LiveStockResponse>(),
    {
      fallbackMessage: 'Stock error',
      signal,
      // Nothing personal: no cookies. No HTTP cache: the answer must be current.
      credentials: 'omit',
      cache: 'no-store',
    },
  );
  const answered = new Map(items.map((item) => [item.id, item.stock]));
  return Object.fromEntries(ids.map((id) => [id, answered.get(id) ?? 0])) as LiveStock;
}

/** False until the window's `load` event: the first page's own requests and images go first. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => {
      setLoaded(true);
    };
    window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
    };
  }, [loaded]);
  return loaded;
}

/**
 * The live stock of `ids` (at most LIVE_STOCK_MAX_IDS, in any order), undefined until the
 * first answer. It starts once the page has loaded (never before the first paint or its
 * images), asks again every LIVE_STOCK_POLL_MS only while the tab is visible (react-query
 * pauses intervals in hidden tabs) and at once when the tab shows again. A failed poll keeps
 * the last answer; the next interval tries again.
 */
export function useLiveStock(ids: readonly string[], { enabled = true } = {}) {
  const pageLoaded = usePageLoaded();
  const wanted = [...new Set(ids)].sort().slice(0, LIVE_STOCK_MAX_IDS).join(',');
  return useQuery({
    queryKey: liveStockKeys.ids(wanted),
    queryFn: ({ signal }) => getLiveStock(wanted.split(','), signal),
    enabled: enabled && pageLoaded && wanted !== '',
    staleTime: 0,
    refetchInterval: LIVE_STOCK_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
