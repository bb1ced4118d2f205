import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { AdminOnly, AdminShell } from '@/features/admin';
import { TicketsTab } from './tickets-tab';

/** Route /admin/tickets (behind the session gate): the tickets view on its own page. */
export function AdminTicketsPage() {
  return (
    <AdminOnly title="Support tickets">
      <AdminShell
        heading="Support tickets"
        pageTitle="Admin · Support tickets"
        action={
          <Link className="button button--ghost" to={paths.admin.to()}>
            Back to admin
          </Link>
        }
      >
        <TicketsTab />
      </AdminShell>
    </AdminOnly>
  );
}
