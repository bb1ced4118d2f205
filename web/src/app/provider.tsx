import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { queryRetryDelay, shouldRetryQuery } from '@/lib/query-retry';
import { useSessionStore } from '@/lib/session-store';

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
function useForgetQueriesOfPreviousUser(queryClient: QueryClient) {
  useEffect(() => {
    let previous = useSessionStore.getState().user?.uid ?? null;
    return useSessionStore.subscribe((state) => {
      const uid = state.user?.uid ?? null;
      if (uid === previous) return;
      const gone = previous;
      previous = uid;
      if (gone !== null) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(gone) });
      }
    });
  }, [queryClient]);
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useForgetQueriesOfPreviousUser(queryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
