import { AdminTable } from '@/components/ui/admin-table';
import { ErrorBox } from '@/components/ui/error-box';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-format';
import { useAdminLogs } from '../api/get-admin-logs';

/** Admin tab: Logs, newest first, a page at a time. */
export function LogsTab() {
  const {
    data,
    error,
    isPending,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useAdminLogs();

  // A failed 'Load more' keeps the pages loaded so far and says so under them.
  const loadError = isFetchNextPageError ? null : error;
  const entries = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <QueryState
      query={{ data, error: loadError, isPending, isFetching, refetch }}
      empty={<p className="empty-state muted">No log entries yet.</p>}
      isEmpty={() => entries.length === 0}
    >
      {() => (
        <>
          <AdminTable label="Log">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Action</th>
                <th scope="col">By</th>
                <th scope="col">Target</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
                  </td>
                  <th scope="row" className="admin-code">
                    {entry.action}
                  </th>
                  <td>{entry.actor ?? '—'}</td>
                  <td className="admin-code">{entry.target ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <div className="admin-list-footer" aria-live="polite">
            {isFetchNextPageError && <ErrorBox message={errorMessage(error)} />}
            {hasNextPage ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            ) : (
              <p className="muted">That is the whole log ({entries.length} entries).</p>
            )}
          </div>
        </>
      )}
    </QueryState>
  );
}
