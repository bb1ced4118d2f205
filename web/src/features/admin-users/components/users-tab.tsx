import type { User } from '@contract/user';
import { AdminTable } from '@/components/ui/admin-table';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/date-format';
import { formatNumber } from '@/lib/format';
import { useAdminUsers } from '../api/get-admin-users';

/** Admin tab: Users, a page at a time, with e-mail, created date and role. */
export function UsersTab() {
  const query = useAdminUsers();
  const { data, error, isPending, isFetching, refetch, isFetchNextPageError } = query;
  const users = data?.pages.flatMap((page) => page.items) ?? [];
  // A failed 'Load more' keeps the pages loaded so far; LoadMore says so under them.
  const loadError = isFetchNextPageError ? null : error;
  return (
    <QueryState
      query={{ data, error: loadError, isPending, isFetching, refetch }}
      empty={<p className="empty-state muted">No users yet.</p>}
      isEmpty={() => users.length === 0}
    >
      {() => (
        <>
          <Users users={users} more={query.hasNextPage} />
          <LoadMore query={query} className="admin-list-footer" />
        </>
      )}
    </QueryState>
  );
}

function Users({ users, more }: { users: readonly User[]; more: boolean }) {
  return (
    <>
      <p className="muted">
        {formatNumber(users.length)} users{more && ' loaded'}, newest first.
      </p>
      <AdminTable label="Users">
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Name</th>
            <th scope="col">Created</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{user.email}</th>
              <td>{user.name || '—'}</td>
              <td>
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </td>
              <td>{user.role === 'admin' ? <strong>Admin</strong> : 'User'}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
