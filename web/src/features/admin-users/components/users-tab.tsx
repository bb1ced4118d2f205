import type { User } from '@contract/user';
import { AdminTable } from '@/components/ui/admin-table';
import { LoadMore } from '@/components/ui/load-more';
import { SearchableList } from '@/components/ui/search-box';
import { formatDate } from '@/lib/date-format';
import { formatNumber } from '@/lib/format';
import { useSearchText } from '@/lib/use-debounced-value';
import { useAdminUsers } from '../api/get-admin-users';

/**
 * Admin tab: Users, a page at a time, with e-mail, created date and role. The search box
 * narrows it as the admin types (once typing pauses); cleared, the whole list is back.
 */
export function UsersTab() {
  const { text, setText, q } = useSearchText();
  const query = useAdminUsers(q);
  const { data, error, isPending, isFetching, refetch, isFetchNextPageError } = query;
  const users = data?.pages.flatMap((page) => page.items) ?? [];
  // A failed 'Load more' keeps the pages loaded so far; LoadMore says so under them.
  const loadError = isFetchNextPageError ? null : error;
  return (
    <SearchableList
      noun="users"
      placeholder="E-mail, domain or name"
      text={text}
      onTextChange={setText}
      q={q}
      query={{ data, error: loadError, isPending, isFetching, refetch }}
      isEmpty={() => users.length === 0}
    >
      {() => (
        <>
          <Users users={users} more={query.hasNextPage} q={q} />
          <LoadMore query={query} className="admin-list-footer" />
        </>
      )}
    </SearchableList>
  );
}

function Users({ users, more, q }: { users: readonly User[]; more: boolean; q: string }) {
  return (
    <>
      <p className="muted">
        {formatNumber(users.length)} users{more && ' loaded'}
        {q !== '' && ` matching “${q}”`}, newest first.
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
