// React Query and the app's one client: a chunk of its own, fetched with the first page or
// part that asks the API through queries (lib/query-layer.ts), so the home page's first load
// carries none of it (docs/decisions.md, "First load").
import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { useContext, type ComponentType } from 'react';
import { queryRetryDelay, shouldRetryQuery } from './query-retry';
import { useSessionStore } from './session-store';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalogue changes a few times a day: a minute of freshness saves refetches
        // while shoppers move between pages.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // At most one retry, none after a timeout or a 4xx: a stalled API shows its
        // error with 'Try again' within 20 s (lib/query-retry.ts).
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      // Writes are not retried blindly: the server may have acted on a request whose
      // answer was lost. Checkout retries on its own with the same Idempotency-Key.
      mutations: { retry: false },
    },
  });
}

/**
 * Personal queries are keyed by the user's uid; once that user signs out (or another
 * signs in), their answers are dropped from memory, not just hidden.
 */
function forgetQueriesOfPreviousUser(queryClient: QueryClient): void {
  let previous = useSessionStore.getState().user?.uid ?? null;
  useSessionStore.subscribe((state) => {
    const uid = state.user?.uid ?? null;
    if (uid === previous) return;
    const gone = previous;
    previous = uid;
    if (gone !== null) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(gone) });
    }
  });
}

let appQueryClient: QueryClient | undefined;

/** The one client every page and part shares, made the first time one of them renders. */
function appClient(): QueryClient {
  if (!appQueryClient) {
    appQueryClient = createQueryClient();
    forgetQueriesOfPreviousUser(appQueryClient);
  }
  return appQueryClient;
}

/**
 * Starts a query in the app's client before any page renders (router.tsx: the first page's
 * data), settling once its answer (or error, which the page then shows) is in.
 */
export function prefetchAppQuery<T, K extends QueryKey>(
  options: QueryExecuteOptions<T, Error, T, T, K>,
): Promise<void> {
  return appClient()
    .query(options)
    .then(
      () => undefined,
      () => undefined,
    );
}

/** `Component` inside the app's query client; a client given around it (tests) is kept. */
export function withAppQueryClient<P extends object>(
  Component: ComponentType<P>,
): ComponentType<P> {
  function WithQueryClient(props: P) {
    const given = useContext(QueryClientContext);
    return (
      <QueryClientProvider client={given ?? appClient()}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}
