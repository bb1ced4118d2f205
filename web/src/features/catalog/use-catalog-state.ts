import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { routerPath } from '@/i18n/locale';
import {
  catalogStateToParams,
  DEFAULT_CATALOG_STATE,
  parseCatalogParams,
  type CatalogState,
} from './catalog-params';

const URL_WRITE_DELAY_MS = 300;

/**
 * Filter state lives in the component (instant, no router work per keystroke) and is
 * mirrored to the URL shortly after it settles; the URL seeds it when the page mounts.
 */
export function useCatalogState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [state, setState] = useState<CatalogState>(() => parseCatalogParams(searchParams));

  const wanted = catalogStateToParams(state).toString();
  const current = searchParams.toString();
  useEffect(() => {
    if (wanted === current) return;
    const timer = setTimeout(() => {
      // A click on a product may already have moved the router on while this page still
      // shows (the next page's chunk is loading): its query must not follow the shopper there.
      // (The router's path: a Russian page's address carries the /ru prefix, the router's not.)
      if (routerPath(window.location.pathname) !== pathname) return;
      setSearchParams(new URLSearchParams(wanted), { replace: true, preventScrollReset: true });
    }, URL_WRITE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [wanted, current, pathname, setSearchParams]);

  const update = (patch: Partial<CatalogState>) => {
    setState((previous) => ({ ...previous, ...patch }));
  };

  /** Clears every filter and the search; keeps the chosen sort. */
  const clearFilters = () => {
    setState((previous) => ({ ...DEFAULT_CATALOG_STATE, sort: previous.sort }));
  };

  return { state, update, clearFilters };
}
