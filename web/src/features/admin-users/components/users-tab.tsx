import { ErrorBox } from '@/components/ui/error-box';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/date-format';
import { formatNumber } from '@/lib/format';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminTable } from '@/features/admin/components/admin-table';

/** Admin tab: Users, with e-mail, created date and role (spec section 2). */
export function UsersTab() {
  const { data: users, error, isPending, isFetching, refetch } = useAdminUsers();

  if (error) {
    return (
      <ErrorBox
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending) return <PageLoader />;
  if (users.length === 0) return <p className="empty-state muted">No users yet.</p>;

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
