import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';

// The query client is not here: it loads with the first page or part that uses queries
// (lib/query-layer.ts), so the home page's first load carries no React Query.
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <NotificationsProvider>{children}</NotificationsProvider>
    </ErrorBoundary>
  );
}
