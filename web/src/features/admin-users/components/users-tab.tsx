import type { User } from '@contract/user';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/date-format';
import { formatNumber } from '@/lib/format';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminTable } from '@/features/admin';

/** Admin tab: Users, with e-mail, created date and role. */
export function UsersTab() {
  const query = useAdminUsers();
  return (
    <QueryState query={query} empty={<p className="empty-state muted">No users yet.</p>}>
      {(users) => <Users users={users} />}
    </QueryState>
  );
}

function Users({ users }: { users: readonly User[] }) {
  return (
    <>
      <p className="muted">{formatNumber(users.length)} users, newest first.</p>
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
