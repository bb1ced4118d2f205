import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';
import { ApiError } from '@/lib/api-error';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalogue changes a few times a day: a minute of freshness saves refetches
        // while shoppers move between pages.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Answers like 404 will not change by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
