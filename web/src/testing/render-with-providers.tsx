import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { NotificationsProvider } from '@/components/notifications/notifications-provider';

// Feature tests build the app's query client from here: features do not import the app.
export { createQueryClient };

/** Renders `element` at `path` (matched by `pattern`) with the app's providers, no retries. */
export function renderRoute(element: ReactNode, { path = '/', pattern = '*' } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </QueryClientProvider>,
  );
}

/** Answers every fetch with this JSON body and status. */
export function answerJson(body: unknown, status = 200): typeof fetch {
  return () => Promise.resolve(Response.json(body, { status }));
}
